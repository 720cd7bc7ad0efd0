/**
 * Apartment rules shared by the screens and the server without zod (list screens load light):
 * statuses, the export's file name.
 */

export const APARTMENT_STATUSES = ['Available', 'Occupied', 'Maintenance'] as const;
export type ApartmentStatus = (typeof APARTMENT_STATUSES)[number];

/** The file the 'Export Apartments' button downloads (docs/product.md §4). */
export const APARTMENTS_EXPORT_FILE = 'Apartments_List.xlsx';

/** `2-Bedroom Flat K1, Kasoa Road`: a unit's title and location, as printed on receipts and cards. */
export function unitName(apartment: { title: string; location: string } | null | undefined): string {
  return apartment ? [apartment.title, apartment.location].filter(Boolean).join(', ') : '';
}

/** Words compared without case, extra spaces or the punctuation that joins them. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s,.·\-–—:/|]+/g, ' ')
    .trim();

/** What may join a unit's name and the rest of a room's description. */
const JOINERS = /^[\s,.·\-–—:/|]+/;

/**
 * What a room's description says beyond its unit's name, so a receipt or a statement names the unit
 * once (docs/decisions/058-receipt-at-hand.md). The demo data, and many landlords, describe the
 * room as the unit itself ("2-Bedroom Flat K1, Kasoa Road"): then nothing is left (''). A room that
 * starts with the unit's name keeps the rest ("…, Room 3" → "Room 3"); a room that is the start of
 * the unit's name (its title alone) adds nothing; any other room is kept as typed.
 */
export function roomBeyondUnit(room: string, unit: string): string {
  const trimmed = room.trim();
  const roomWords = comparable(trimmed);
  const unitWords = comparable(unit);
  if (!unitWords || !roomWords) return trimmed;
  if (roomWords === unitWords || unitWords.startsWith(`${roomWords} `)) return '';
  if (!roomWords.startsWith(`${unitWords} `)) return trimmed;
  // Walk the typed room along the unit's words to cut exactly the unit's part, punctuation and all.
  let seen = '';
  for (let index = 0; index < trimmed.length; index += 1) {
    seen += trimmed[index];
    if (comparable(seen) === unitWords && JOINERS.test(trimmed.slice(index + 1))) {
      return trimmed.slice(index + 1).replace(JOINERS, '');
    }
  }
  return trimmed;
}
