import { formatCedi } from '../../../../shared/money';
import { Card } from '../../../components/ui/card';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { useVehicleCosts } from '../api/use-vehicle-costs';
import { PAPERS_TEXTS } from '../papers-texts';

/**
 * What the vehicle has cost (docs/reminders.md §1: document costs count as vehicle expenses): its
 * maintenance records', its papers' and both together.
 */
export function CostsCard({ vehicleId }: { vehicleId: string }) {
  const costs = useVehicleCosts(vehicleId);
  const rows: [string, number][] = costs.data
    ? [
        ['Maintenance', costs.data.maintenance],
        ['Papers', costs.data.documents],
      ]
    : [];
  return (
    <Card title="Costs" aria-label="Costs">
      {costs.isPending ? (
        <SkeletonBars count={2} label="Loading costs..." />
      ) : !costs.data ? (
        <p className="text-sm text-red-700">{PAPERS_TEXTS.costsFailed}</p>
      ) : (
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-gray-600">{label}</dt>
              <dd className="tabular-nums text-gray-900">{formatCedi(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-gray-100 pt-2">
            <dt className="font-medium text-gray-900">Total</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{formatCedi(costs.data.total)}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
