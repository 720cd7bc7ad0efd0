import { FileText, HandCoins, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toDay, today } from '../../../../shared/dates';
import { CONTRACT_TYPE_LABELS } from '../../../../shared/hire';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { ENDING_WITHIN_DAYS, type FleetDashboard } from '../../../../shared/schemas/dashboards';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { StatCard } from '../../../components/ui/stat-card';
import { useBoard } from '../api/use-board';

/**
 * The vehicle dashboard's hire part (docs/hire.md §4): 'Collected today', 'Arrears' and 'Active
 * contracts', and the active contracts ending within 30 days: the server's figures
 * (GET /api/dashboard/fleet), with today's board for what came in.
 */
export function HireDashboard({ hire }: { hire: FleetDashboard['hire'] }) {
  const board = useBoard(today());
  const failed = '—';
  return (
    <>
      <section aria-label="Hire figures" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard
          label="Collected today"
          value={board.data ? formatCedi(board.data.totals.collected) : board.isError ? failed : '…'}
          icon={<HandCoins className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Arrears"
          value={formatCedi(hire.arrears)}
          hint="Of the active contracts"
          icon={<TriangleAlert className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Active contracts"
          value={hire.active}
          icon={<FileText className="size-5" aria-hidden="true" />}
        />
      </section>
      <Card
        title={`Contracts ending within ${ENDING_WITHIN_DAYS} days`}
        aria-label={`Contracts ending within ${ENDING_WITHIN_DAYS} days`}
        actions={
          <LinkButton to={routes.contracts} variant="secondary">
            All contracts
          </LinkButton>
        }
      >
        {hire.ending.length === 0 ? (
          <p className="text-sm text-gray-700">No contract ends in the next {ENDING_WITHIN_DAYS} days.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {hire.ending.map((contract) => (
              <li
                key={contract._id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0">
                  <Link
                    to={routes.contract(contract._id)}
                    className="font-medium text-blue-700 underline hover:text-blue-900"
                  >
                    {contract.hirerName}
                  </Link>{' '}
                  <span className="text-gray-700">
                    · <span className="font-mono">{contract.vehicleRegNum}</span> ·{' '}
                    {CONTRACT_TYPE_LABELS[contract.type]}
                  </span>
                </span>
                <span className="whitespace-nowrap text-gray-900">Ends {toDay(contract.endDate)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
