import { formatGhc } from '../../../../shared/money';
import type { ProfitRow } from '../../../../shared/schemas/reports';
import { CHART_COLORS, ChartCard, monthLabel } from '../../../components/charts';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useFleetProfit } from '../api/use-fleet-profit';

/** A vehicle's bar: its registration number and its profit this year. */
const ranked = (rows: readonly ProfitRow[]) =>
  rows.some((row) => row.income !== 0 || row.expenses !== 0)
    ? rows.map((row) => ({ vehicle: row.label, profit: row.profit }))
    : [];

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
  const { months, year, top, bottom } = profit.data;
  const monthRows = months.map((month) => ({
    month: monthLabel(month.month),
    income: month.income,
    expenses: month.expenses,
  }));
  const anyMoney = monthRows.some((month) => month.income !== 0 || month.expenses !== 0);
  const profitSeries = [{ key: 'profit', label: 'Profit', color: CHART_COLORS.green }] as const;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <ChartCard
        title="Income and costs"
        className="min-w-0 lg:col-span-2"
        categoryLabel="Month"
        data={anyMoney ? monthRows : []}
        categoryKey="month"
        series={[
          { key: 'income', label: 'Income', color: CHART_COLORS.blue },
          { key: 'expenses', label: 'Expenses', color: CHART_COLORS.amber },
        ]}
        format={formatGhc}
        emptyText="No remittances or costs in the last 12 months."
      />
      <ChartCard
        title={`Most profitable vehicles ${year}`}
        className="min-w-0"
        categoryLabel="Vehicle"
        data={ranked(top)}
        categoryKey="vehicle"
        series={profitSeries}
        format={formatGhc}
        kind="horizontal"
        emptyText="No vehicle has income or costs this year."
      />
      <ChartCard
        title={`Least profitable vehicles ${year}`}
        className="min-w-0"
        categoryLabel="Vehicle"
        data={ranked(bottom)}
        categoryKey="vehicle"
        series={[{ key: 'profit', label: 'Profit', color: CHART_COLORS.red }]}
        format={formatGhc}
        kind="horizontal"
        emptyText="No vehicle has income or costs this year."
      />
    </div>
  );
}
