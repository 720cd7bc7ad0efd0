/**
 * The header search's fixed values and pure rules (docs/decisions/086-header-search.md), without zod,
 * so the top bar's search box uses them without loading the validation code (schemas/search.ts
 * re-exports them).
 */

/** Fewer characters than this find nothing (every record holds an 'a'). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
/** At most this many results of each kind. */
export const SEARCH_PER_KIND = 5;

/** The kinds in the order the dropdown shows them. */
export const SEARCH_KINDS = ['tenant', 'unit', 'vehicle', 'contract', 'receipt'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  tenant: 'Tenants',
  unit: 'Units',
  vehicle: 'Vehicles',
  contract: 'Contracts',
  receipt: 'Receipts',
};

/** The search a query string carries, trimmed; null when too short to search. */
export function searchableText(q: string | null | undefined): string | null {
  const text = (q ?? '').trim();
  return text.length >= SEARCH_MIN_LENGTH ? text : null;
}

/**
 * The receipt number a search names: `RCT-000123`, `rct-123`, `RCT000123` or plain `123`; null when
 * it names none.
 */
export function receiptNumberOfQuery(q: string): number | null {
  const match = /^(?:rct-?)?(\d{1,9})$/i.exec(q.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 ? value : null;
}
