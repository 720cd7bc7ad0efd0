import { vehicleTypeLabel } from '../../../shared/fleet';
import type { ComplianceRow } from '../../../shared/schemas/vehicle-papers';
import { complianceText, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../../shared/vehicle-papers';
import type { ExportColumn } from '../../lib/xlsx-export';
import type { ExportedDocument } from './repository';

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

/**
 * The documents themselves, one row each, older ones too (the all-data workbook, docs/decisions/119):
 * the compliance export above shows each vehicle's standing, not its papers' history.
 */
export const vehicleDocumentExportColumns: readonly ExportColumn<ExportedDocument>[] = [
  { header: 'Registration Number', width: 20, value: (row) => row.vehicleRegNum },
  { header: 'Document', width: 14, value: (row) => DOCUMENT_KIND_LABELS[row.kind] },
  { header: 'Number', width: 20, value: (row) => row.number },
  { header: 'Issued On', kind: 'date', width: 12, value: (row) => row.issuedOn },
  { header: 'Expires On', kind: 'date', width: 12, value: (row) => row.expiresOn },
  { header: 'Expiry Derived', width: 14, value: (row) => (row.expiryDerived ? 'Yes' : 'No') },
  { header: 'Cost', kind: 'money', width: 12, value: (row) => row.cost },
  { header: 'Note', width: 30, value: (row) => row.note },
];
