import { formatCedi } from '../../../../shared/money';
import { Card } from '../../../components/ui/card';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useVehicleProfit } from '../api/use-vehicle-profit';
import { PAPERS_TEXTS } from '../papers-texts';

type Figures = { income: number; expenses: number; profit: number };

function PeriodFigures({ title, figures }: { title: string; figures: Figures }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">Income</dt>
          <dd className="tabular-nums text-gray-900">{formatCedi(figures.income)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">Expenses</dt>
          <dd className="tabular-nums text-gray-900">{formatCedi(figures.expenses)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-gray-100 pt-1">
          <dt className="font-medium text-gray-900">{figures.profit < 0 ? 'Loss' : 'Profit'}</dt>
          <dd
            className={cn(
              'font-semibold tabular-nums',
              figures.profit < 0 ? 'text-red-700' : 'text-gray-900',
            )}
          >
            {formatCedi(figures.profit)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The vehicle's income beside its costs (docs/insight.md §2): its remittances, its expenses (entered,
 * maintenance and papers, counted as the profit report counts them) and the profit, this year and all
 * time.
 */
export function ProfitCard({ vehicleId }: { vehicleId: string }) {
  const profit = useVehicleProfit(vehicleId);
  return (
    <Card title="Income and costs" aria-label="Income and costs">
      {profit.isPending ? (
        <SkeletonBars count={2} label="Loading income and costs..." />
      ) : !profit.data ? (
        <p className="text-sm text-red-700">{PAPERS_TEXTS.profitFailed}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <PeriodFigures title={`This year (${profit.data.year})`} figures={profit.data.thisYear} />
          <PeriodFigures title="All time" figures={profit.data.allTime} />
        </div>
      )}
    </Card>
  );
}
