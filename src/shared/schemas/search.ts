import { z } from 'zod';

/**
 * The header search (docs/decisions/086-header-search.md): a few records of each kind that match what
 * is typed, each with the screen that opens it.
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

export const searchQuery = z.object({
  q: z
    .string({ error: 'q must be text' })
    .max(SEARCH_MAX_LENGTH, { error: `q must be at most ${SEARCH_MAX_LENGTH} characters` })
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's id. */
  id: z.string(),
  label: z.string(),
  subLabel: z.string(),
  /** The screen that opens the record (a route of src/shared/paths.ts). */
  route: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** The results in kind order (SEARCH_KINDS), at most SEARCH_PER_KIND of each. */
export const searchAnswer = z.object({ q: z.string(), results: z.array(searchResult) });
export type SearchAnswer = z.infer<typeof searchAnswer>;

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
