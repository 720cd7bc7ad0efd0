import { z } from 'zod';
import { isIsoDate } from './dates';

/**
 * The list contract every list endpoint speaks (docs/lists.md): without `page` the whole array as
 * before; with `page` one page in the envelope `{ items, total, page, pageSize, totals }`, searched,
 * filtered, sorted and totalled by the database.
 */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A whole number in a query string, within bounds, with a message naming the parameter. */
function wholeParam(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** A calendar day (`YYYY-MM-DD`) in a query string. */
export const dayParam = (name: string) =>
  z.string({ error: `${name} must be a date (YYYY-MM-DD)` }).refine((value) => isIsoDate(value), {
    error: `${name} must be a date (YYYY-MM-DD)`,
  });

/** `true` or `false` in a query string. */
export const booleanParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');

/** One of a list's values in a query string, naming the parameter when it is not one. */
export const enumParam = <const V extends readonly [string, ...string[]]>(name: string, values: V) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

/**
 * A filter chosen from a list's values; '' and 'All' (what a screen's "All" select sends) mean no
 * filter, so an old screen's query string keeps working (docs/lists.md).
 */
export const filterParam = <const V extends readonly [string, ...string[]]>(name: string, values: V) =>
  z
    .enum([...values, '', 'All'] as unknown as V, { error: `${name} must be one of: ${values.join(', ')}` })
    .transform((value) => (value === '' || value === 'All' ? undefined : (value as V[number])))
    .optional();

/** The parameters every paged list takes, and its sortable fields. */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: F,
) {
  return z.object({
    page: wholeParam('page', 1, 1_000_000_000).optional(),
    pageSize: wholeParam('pageSize', 1, MAX_PAGE_SIZE).optional(),
    q: z
      .string({ error: 'q must be text' })
      .max(200, { error: 'q must be at most 200 characters' })
      .optional(),
    sort: enumParam('sort', sorts).optional(),
    order: enumParam('order', SORT_ORDERS).optional(),
    ...filters,
  });
}

/** The paged answer: the page's items, how many match, and the sums over all that match. */
export function pagedList<I extends z.ZodType, T extends z.ZodType>(item: I, totals: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals,
  });
}

/** A list endpoint's 200: the old whole array (no `page`), or one page. */
export function listAnswer<I extends z.ZodType, T extends z.ZodType>(item: I, totals: T) {
  return z.union([z.array(item), pagedList(item, totals)]);
}

/** No sums shown for this list. */
export const noTotals = z.object({});

export interface PagedList<Item, Totals = Record<string, never>> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  totals: Totals;
}

/** The page and size a request asks for, the defaults filled in. */
export function pageWindow(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The digits of a search that is a phone number: only digits, spaces, `+`, `-`, `(` and `)`, with at
 * least three digits. Any other search (a name, a plate, a receipt code) is never compared with
 * phones, so `r0mwn8aow2` does not match every phone holding "8" (docs/lists.md).
 */
export function phoneDigitsOfQuery(q: string | null | undefined): string | null {
  const text = (q ?? '').trim();
  if (!/^[\d\s+\-()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3) return null;
  // A local number (024…) is stored as +23324…: search without the trunk 0.
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** A search's text for a case-insensitive substring match, '' when there is none. */
export function searchText(q: string | null | undefined): string {
  return (q ?? '').trim().toLocaleLowerCase();
}
