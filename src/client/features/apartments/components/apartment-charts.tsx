import { formatGhc } from '../../../../shared/money';
import type { ApartmentDashboard } from '../../../../shared/schemas/dashboards';
import { CHART_COLORS, ChartCard, monthLabel } from '../../../components/charts';

const OCCUPANCY = [
  { status: 'Occupied', key: 'occupied', color: CHART_COLORS.green },
  { status: 'Vacant', key: 'vacant', color: CHART_COLORS.amber },
  { status: 'Maintenance', key: 'maintenance', color: CHART_COLORS.gray },
] as const;

/**
 * The apartment dashboard's charts (docs/insight.md §3, decision 129), after its figures and cards:
 * 'Collections', the last 12 months' payments against what fell due, and 'Occupancy', the units by
 * status. The figures come with the dashboard's own answer; recharts loads with the first chart.
 */
export function ApartmentCharts({ figures }: { figures: ApartmentDashboard }) {
  const months = figures.collections.map((month) => ({
    month: monthLabel(month.month),
    collected: month.collected,
    due: month.due,
  }));
  const anyMoney = months.some((month) => month.collected !== 0 || month.due !== 0);
  const occupancy = OCCUPANCY.map((slice) => ({ status: slice.status, units: figures[slice.key] }));
  const anyUnit = occupancy.some((slice) => slice.units > 0);
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3">
      <ChartCard
        title="Collections"
        className="min-w-0 lg:col-span-2"
        categoryLabel="Month"
        data={anyMoney ? months : []}
        categoryKey="month"
        series={[
          { key: 'collected', label: 'Collected', color: CHART_COLORS.blue },
          { key: 'due', label: 'Fallen due', color: CHART_COLORS.amber },
        ]}
        format={formatGhc}
        emptyText="No rent has fallen due or been collected in the last 12 months."
      />
      <ChartCard
        title="Occupancy"
        className="min-w-0"
        categoryLabel="Status"
        data={anyUnit ? occupancy : []}
        categoryKey="status"
        series={[{ key: 'units', label: 'Units', color: CHART_COLORS.green }]}
        sliceColors={OCCUPANCY.map((slice) => slice.color)}
        kind="pie"
        emptyText="No units yet."
      />
    </div>
  );
}
