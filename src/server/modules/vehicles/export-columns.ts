import { formatPhone } from '../../../shared/phone';
import { licenseTypeLabel, type VehicleRecord, vehicleTypeLabel } from '../../../shared/schemas/vehicles';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The 11 columns of 'Export Vehicle List' (docs/screens.md sections 2 and 3). */
export const vehicleExportColumns: readonly ExportColumn<VehicleRecord>[] = [
  { header: 'Vehicle Type', value: (v) => vehicleTypeLabel(v.vehicleType) },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Registration Number', width: 22, value: (v) => v.vehicleRegNum },
  { header: 'Chassis Number', width: 22, value: (v) => v.chassisNum },
  { header: 'Driver Name', width: 22, value: (v) => v.driverName },
  { header: 'Phone', width: 18, value: (v) => formatPhone(v.contactDetails.phone) },
  { header: 'Location', width: 20, value: (v) => v.contactDetails.location },
  { header: 'License Number', width: 18, value: (v) => v.licenseNum },
  { header: 'License Type', width: 16, value: (v) => licenseTypeLabel(v.licenseType) },
  { header: 'License Expiry Date', kind: 'date', width: 20, value: (v) => v.licenseNumExp },
];
