import { formatGhc } from '../../../shared/money';
import { ChartCard, type ChartCardProps } from './chart-card';
import { monthLabel, unlessAllZero } from './chart-types';

export type MonthsChartProps<Row extends { month: string }> = Omit<
  ChartCardProps<Row>,
  'data' | 'categoryKey' | 'categoryLabel' | 'format' | 'kind' | 'sliceColors'
> & {
  /** The months as the server gives them: `month` is `YYYY-MM`, oldest first. */
  months: readonly Row[];
};

/**
 * Money by month, as the dashboards chart their last 12 months (docs/insight.md §3): a bar per series
 * and month, the months labelled 'Dec 25', amounts in cedis; months with no money at all in any series
 * say the empty text instead.
 */
export function MonthsChart<Row extends { month: string }>({ months, ...card }: MonthsChartProps<Row>) {
  const data = unlessAllZero(
    months,
    card.series.map((series) => series.key),
  ).map((row) => ({ ...row, month: monthLabel(row.month) }));
  return (
    <ChartCard<Row> {...card} categoryLabel="Month" categoryKey="month" data={data} format={formatGhc} />
  );
}
