export { ChartCard, type ChartCardProps } from './chart-card';
export {
  CHART_COLORS,
  type ChartData,
  type ChartSeries,
  INCOME_AND_EXPENSES,
  monthLabel,
  unlessAllZero,
} from './chart-types';
export { MonthsChart, type MonthsChartProps } from './months-chart';
