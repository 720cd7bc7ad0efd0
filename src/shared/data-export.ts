/**
 * Settings → Business → 'Download all my data' (docs/backups.md §4): one workbook of the business's
 * records, one sheet per kind in this order, each kept with its header row when it has no rows
 * (docs/decisions/119-all-data-workbook.md).
 */
export const DATA_EXPORT_SHEETS = [
  'Properties',
  'Rent Records',
  'Payments',
  'Vehicles',
  'Maintenance',
  'Contracts',
  'Remittances',
  'Vehicle Documents',
  'Expenses',
  'Users',
  'Audit Log',
] as const;
export type DataExportSheet = (typeof DATA_EXPORT_SHEETS)[number];

/** `Business_Data_2026-11-28.xlsx`: the business day it was made (business time zone). */
export const dataExportFileName = (day: string) => `Business_Data_${day}.xlsx`;
