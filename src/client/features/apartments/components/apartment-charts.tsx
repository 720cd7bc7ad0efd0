import type { ApartmentDashboard } from '../../../../shared/schemas/dashboards';
import { CHART_COLORS, ChartCard, MonthsChart, unlessAllZero } from '../../../components/charts';

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
  const occupancy = OCCUPANCY.map((slice) => ({ status: slice.status, units: figures[slice.key] }));
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3">
      <MonthsChart
        title="Collections"
        className="min-w-0 lg:col-span-2"
        months={figures.collections}
        series={[
          { key: 'collected', label: 'Collected', color: CHART_COLORS.blue },
          { key: 'due', label: 'Fallen due', color: CHART_COLORS.amber },
        ]}
        emptyText="No rent has fallen due or been collected in the last 12 months."
      />
      <ChartCard
        title="Occupancy"
        className="min-w-0"
        categoryLabel="Status"
        data={unlessAllZero(occupancy, ['units'])}
        categoryKey="status"
        series={[{ key: 'units', label: 'Units', color: CHART_COLORS.green }]}
        sliceColors={OCCUPANCY.map((slice) => slice.color)}
        kind="pie"
        emptyText="No units yet."
      />
    </div>
  );
}
