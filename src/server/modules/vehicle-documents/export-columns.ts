import { vehicleTypeLabel } from '../../../shared/fleet';
import type { ComplianceRow } from '../../../shared/schemas/vehicle-papers';
import { complianceText, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../../shared/vehicle-papers';
import type { ExportColumn } from '../../lib/xlsx-export';

/**
 * The compliance export (docs/reminders.md §1): the vehicle, then one column per kind with its standing
 * and expiry (`Expired 2026-05-01`), then the driver licence.
 */
export const complianceExportColumns: readonly ExportColumn<ComplianceRow>[] = [
  { header: 'Registration Number', width: 20, value: (row) => row.vehicle.vehicleRegNum },
  { header: 'Make', width: 16, value: (row) => row.vehicle.make },
  { header: 'Model', width: 20, value: (row) => row.vehicle.model },
  { header: 'Vehicle Type', width: 16, value: (row) => vehicleTypeLabel(row.vehicle.vehicleType) },
  ...DOCUMENT_KINDS.map(
    (kind): ExportColumn<ComplianceRow> => ({
      header: DOCUMENT_KIND_LABELS[kind],
      width: 22,
      value: (row) => complianceText(row.documents[kind]),
    }),
  ),
  { header: 'Driver Licence', width: 22, value: (row) => complianceText(row.licence) },
];
