/** The texts of a table row's cells, in order. */
export function cellTexts(row: Element | undefined): (string | null)[] {
  return row ? Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent) : [];
}
