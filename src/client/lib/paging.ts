// Which page buttons to show; the paging itself is `paginate` in src/shared/list.ts.

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
