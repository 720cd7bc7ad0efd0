import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH } from '../search';

/**
 * The header search (docs/decisions/086-header-search.md): a few records of each kind that match what
 * is typed, each with the screen that opens it.
 */

export {
  receiptNumberOfQuery,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PER_KIND,
  type SearchKind,
  searchableText,
} from '../search';

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
