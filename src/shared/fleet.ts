/**
 * The fleet's fixed values, pure rules and export file names, without zod or the phone library, so
 * list screens can use them without loading the validation code (the schemas in ./schemas re-export
 * them).
 */

/** Vehicle types as docs/screens.md §3 writes them (lower case); the screens show them title-cased. */
export const VEHICLE_TYPES = ['commercial car', 'luxury car', 'taxi', 'truck', 'bus'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const LICENSE_TYPES = ['commercial', 'non-commercial'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const MAINTENANCE_STATUSES = ['pending', 'ongoing', 'completed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const DEFAULT_MAINTENANCE_STATUS: MaintenanceStatus = 'pending';

/** `commercial car` → `Commercial Car` (screens and exports). */
export function vehicleTypeLabel(type: string): string {
  return type.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** `commercial` → `Commercial`, `non-commercial` → `Non-commercial`. */
export function licenseTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** Registration as stored and shown: trimmed, upper case, single spaces (`gr  2345-21` → `GR 2345-21`). */
export function normalizeRegNum(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** What makes two plates the same plate: letters and digits only (`GR 2345-21` ≡ `gr2345 21`). */
export function regNumKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The file 'Export Vehicle List' downloads (docs/product.md §4): every vehicle, whatever the filter. */
export const VEHICLES_EXPORT_FILE = 'Vehicles_List.xlsx';

/** The file 'Export Maintenance List' downloads (docs/product.md §4). */
export const MAINTENANCE_EXPORT_FILE = 'Maintenance_List.xlsx';
