/** The profit report's months and periods (docs/insight.md §2), shared by the server and the screens. */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every month (`YYYY-MM`) a period of days touches, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** `2026-03` → `Mar 2026`. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

/** The last day of a month (`YYYY-MM`). */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * `rate` % of an amount in pesewas, rounded to the pesewa, half up (docs/decisions/126-profit-report.md).
 * `rateBp` is the rate in hundredths of a percent (800 = 8 %); BigInt keeps a fortune times a rate exact.
 */
export function percentOf(pesewas: number, rateBp: number): number {
  const product = BigInt(pesewas) * BigInt(rateBp);
  return Number((product + 5000n) / 10000n);
}
