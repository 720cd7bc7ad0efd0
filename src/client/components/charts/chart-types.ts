/** One set of bars (or the pie's slices): the row field it reads, its name and its colour. */
export interface ChartSeries<Row> {
  key: keyof Row & string;
  label: string;
  color: string;
}

/** What a chart draws: rows along the category axis, one bar per series (docs/insight.md §3). */
export interface ChartData<Row> {
  data: readonly Row[];
  /** The row field naming each category: a month ('Jan 26'), a unit, a vehicle. */
  categoryKey: keyof Row & string;
  series: readonly ChartSeries<Row>[];
  /** How a value is written (amounts: `formatGhc`); numbers as they are by default. */
  format?: (value: number) => string;
  /** `bar` (default), `horizontal` bars for long names (vehicles, units), `pie` for shares. */
  kind?: 'bar' | 'horizontal' | 'pie';
  /** A pie's slice colours, one a row in order (the series' colours when left out). */
  sliceColors?: readonly string[];
}

/**
 * The rows, or none when every one of `keys` is nought in every row: a chart of nothing but zeros
 * says its empty text instead of drawing flat bars (docs/insight.md §3).
 */
export function unlessAllZero<Row>(rows: readonly Row[], keys: readonly (keyof Row)[]): readonly Row[] {
  return rows.some((row) => keys.some((key) => row[key] !== 0)) ? rows : [];
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's short label on a chart's axis and in its table: '2025-12' → 'Dec 25' (docs/insight.md §3). */
export function monthLabel(month: string): string {
  const [year = '', number = ''] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year.slice(2)}`;
}

/**
 * A unit's or vehicle's name on the axis of horizontal bars, on one line of at most `chars`
 * characters. Names that differ at their end ('1-Bedroom Apartment D1', '… D2') keep the end:
 * '1-Bedroom Apartment D1' at 15 → '1-Bedro…ment D1'. The table has every name whole.
 */
export function shortCategory(value: unknown, chars: number): string {
  const text = String(value);
  if (text.length <= chars) return text;
  const tail = Math.floor((chars - 1) / 2);
  const head = chars - 1 - tail;
  return `${text.slice(0, head).trimEnd()}…${text.slice(text.length - tail).trimStart()}`;
}

/**
 * Colours of the design kit (docs/design.md), told apart by people who cannot tell red from green:
 * blue and amber first, then the rest.
 */
export const CHART_COLORS = {
  blue: '#2563eb',
  amber: '#d97706',
  green: '#059669',
  red: '#dc2626',
  gray: '#6b7280',
  yellow: '#ca8a04',
} as const;

/** Money in against money out, as the profit charts draw them: income blue, expenses amber. */
export const INCOME_AND_EXPENSES = [
  { key: 'income', label: 'Income', color: CHART_COLORS.blue },
  { key: 'expenses', label: 'Expenses', color: CHART_COLORS.amber },
] as const satisfies readonly ChartSeries<{ income: number; expenses: number }>[];
