/**
 * Apartment rules shared by the screens and the server without zod (list screens load light):
 * statuses, the Apartments list's search and filter, the export's file name.
 */
import { containsText, matchesFilter } from './list';

export const APARTMENT_STATUSES = ['Available', 'Occupied', 'Maintenance'] as const;
export type ApartmentStatus = (typeof APARTMENT_STATUSES)[number];

/** The Apartments list's filters, also taken by its export (`?q=&status=`). */
export interface ApartmentFilters {
  q?: string | undefined;
  status?: string | undefined;
}

/** Search on title or location, filter on status (spec.md section 9). */
export function matchesApartmentFilters(
  row: { title: string; location: string; status: string },
  filters: ApartmentFilters,
): boolean {
  return (
    (containsText(row.title, filters.q) || containsText(row.location, filters.q)) &&
    matchesFilter(row.status, filters.status)
  );
}

/** The file the 'Export Apartments' button downloads (product.md section 4). */
export const APARTMENTS_EXPORT_FILE = 'Apartments_List.xlsx';
