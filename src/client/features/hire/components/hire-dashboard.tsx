import { FileText, HandCoins, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { addDays, toDay, today } from '../../../../shared/dates';
import { CONTRACT_TYPE_LABELS } from '../../../../shared/hire';
import { formatCedi, sumCedis } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useBoard } from '../api/use-board';
import { useContracts } from '../api/use-contracts';

/** How far ahead the dashboard looks for contracts coming to an end. */
export const ENDING_WITHIN_DAYS = 30;

/** The hire figures: active contracts, their arrears, and those ending within `days` days, soonest first. */
export function hireFigures(contracts: readonly Contract[], day: string, days = ENDING_WITHIN_DAYS) {
  const active = contracts.filter((contract) => contract.status === 'active');
  const last = addDays(day, days);
  const ending = active
    .filter((contract) => {
      const end = toDay(contract.endDate);
      return end !== '' && end >= day && end <= last;
    })
    .sort((a, b) => toDay(a.endDate).localeCompare(toDay(b.endDate)));
  return { active: active.length, arrears: sumCedis(active.map((contract) => contract.arrears)), ending };
}

/**
 * The vehicle dashboard's hire part (hire.md §4): 'Collected today', 'Arrears' and 'Active
 * contracts', and the active contracts ending within 30 days.
 */
export function HireDashboard() {
  const day = today();
  const board = useBoard(day);
  const contracts = useContracts();
  const figures = useMemo(() => hireFigures(contracts.data ?? [], day), [contracts.data, day]);
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
          value={contracts.data ? formatCedi(figures.arrears) : contracts.isError ? failed : '…'}
          hint="Of the active contracts"
          icon={<TriangleAlert className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Active contracts"
          value={contracts.data ? figures.active : contracts.isError ? failed : '…'}
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
        {contracts.isPending ? (
          <SkeletonBars count={2} label="Loading contracts..." />
        ) : contracts.isError ? (
          <p className="text-sm text-red-700">The contracts could not be loaded.</p>
        ) : figures.ending.length === 0 ? (
          <p className="text-sm text-gray-700">No contract ends in the next {ENDING_WITHIN_DAYS} days.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {figures.ending.map((contract) => (
              <li
                key={contract._id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0">
                  <Link
                    to={routes.contract(contract._id)}
                    className="font-medium text-blue-700 underline hover:text-blue-900"
                  >
                    {contract.hirer.name}
                  </Link>{' '}
                  <span className="text-gray-700">
                    · <span className="font-mono">{contract.vehicle.vehicleRegNum}</span> ·{' '}
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
