import type { Apartment } from '../../../shared/schemas/apartments';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The Apartments export, in docs/screens.md §3's column order. */
export const apartmentExportColumns: readonly ExportColumn<Apartment>[] = [
  { header: 'Title', width: 30, value: (row) => row.title },
  { header: 'Renting Price', kind: 'money', width: 16, value: (row) => row.price },
  { header: 'Location', width: 24, value: (row) => row.location },
  { header: 'Description', width: 40, value: (row) => row.description },
  { header: 'Apartment Status', width: 18, value: (row) => row.status },
];
