import { formatGhc } from '../../../../shared/money';
import type { ProfitRow } from '../../../../shared/schemas/reports';
import {
  CHART_COLORS,
  ChartCard,
  INCOME_AND_EXPENSES,
  MonthsChart,
  unlessAllZero,
} from '../../../components/charts';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useFleetProfit } from '../api/use-fleet-profit';

/** A vehicle's bar: its registration number and its profit this year. */
const ranked = (rows: readonly ProfitRow[]) =>
  unlessAllZero(rows, ['income', 'expenses']).map((row) => ({ vehicle: row.label, profit: row.profit }));

/** The two rankings, most profitable first (`top`) and least profitable first (`bottom`). */
const RANKINGS = [
  { rows: 'top', title: 'Most profitable vehicles', color: CHART_COLORS.green },
  { rows: 'bottom', title: 'Least profitable vehicles', color: CHART_COLORS.red },
] as const;

/**
 * The vehicle dashboard's charts (docs/insight.md §3), after its figures and cards: 'Income and costs'
 * (the last 12 months' remittances against the vehicles' expenses) and the five most and least
 * profitable vehicles this year. Their figures are asked for on their own, so the dashboard's cards
 * never wait for them; recharts loads with the first chart.
 */
export function FleetCharts() {
  const profit = useFleetProfit();
  if (profit.isPending) return <SkeletonBars count={3} label="Loading charts..." />;
  if (profit.isError || !profit.data)
    return (
      <InlineError message="The charts could not be loaded.">
        <Button variant="secondary" onClick={() => profit.refetch()}>
          Try again
        </Button>
      </InlineError>
    );
  const { months, year } = profit.data;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <MonthsChart
        title="Income and costs"
        className="min-w-0 lg:col-span-2"
        months={months}
        series={INCOME_AND_EXPENSES}
        emptyText="No remittances or costs in the last 12 months."
      />
      {RANKINGS.map((ranking) => (
        <ChartCard
          key={ranking.rows}
          title={`${ranking.title} ${year}`}
          className="min-w-0"
          categoryLabel="Vehicle"
          data={ranked(profit.data[ranking.rows])}
          categoryKey="vehicle"
          series={[{ key: 'profit', label: 'Profit', color: ranking.color }]}
          format={formatGhc}
          kind="horizontal"
          emptyText="No vehicle has income or costs this year."
        />
      ))}
    </div>
  );
}
