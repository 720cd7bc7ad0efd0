/** Case-insensitive substring match (docs/screens.md §9); an empty query matches everything. */
export function containsText(value: string | null | undefined, query: string | null | undefined): boolean {
  const needle = (query ?? '').trim().toLocaleLowerCase();
  if (!needle) return true;
  return (value ?? '').toLocaleLowerCase().includes(needle);
}

export interface Page<T> {
  items: T[];
  /** The page actually shown (clamped to 1…pageCount). */
  page: number;
  pageCount: number;
  total: number;
}

/** Client-side paging: 1-based page numbers, always at least one page. */
export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, total: items.length };
}

/** The value of a filter select, where '' or 'All' means no filter. */
export function matchesFilter(value: string | null | undefined, filter: string | null | undefined): boolean {
  if (!filter || filter === 'All') return true;
  return value === filter;
}

/** Items grouped by a key, each group in the items' order (one pass: no array copied per item). */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
