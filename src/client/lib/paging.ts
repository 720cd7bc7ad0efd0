/** Client-side paging helpers (page numbers start at 1). */

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page number (e.g. from the URL) inside 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The rows of one page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, pageCountOf(items.length, pageSize)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Page numbers to show as buttons: all of them when few, else first, last and the neighbours of the current one. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) for (const extra of [2, 3, 4]) wanted.add(extra);
  if (page >= pageCount - 2)
    for (const extra of [pageCount - 3, pageCount - 2, pageCount - 1]) wanted.add(extra);
  const sorted = [...wanted].filter((value) => value >= 1 && value <= pageCount).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  let previous = 0;
  for (const value of sorted) {
    if (value - previous > 1) result.push('gap');
    result.push(value);
    previous = value;
  }
  return result;
}
