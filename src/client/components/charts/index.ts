export { ChartCard, type ChartCardProps } from './chart-card';
export { CHART_COLORS, type ChartData, type ChartSeries, monthLabel } from './chart-types';
