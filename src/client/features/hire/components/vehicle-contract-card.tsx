import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toDay, today } from '../../../../shared/dates';
import { CONTRACT_TYPE_LABELS } from '../../../../shared/hire';
import { api, routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { hireIsLate } from '../../../../shared/standing-words';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { fetchListPage, type ListRequest } from '../../../lib/use-server-list';
import { contractKeys } from '../api/contract-keys';
import { amountPerPeriod } from '../contract-values';
import { ArrearsAmount } from './arrears-amount';

/** The Add contract form with this vehicle chosen (the form reads `?vehicleId=`). */
export const hireOutLink = (vehicleId: string) =>
  `${routes.addContract}?${new URLSearchParams({ vehicleId })}`;

/**
 * A vehicle's current hire contract on its page (a vehicle holds one active contract at a time):
 * the hirer, linking to the contract, its terms, arrears and start; else a way to hire it out. It
 * asks the server for that vehicle's active contract only (docs/lists.md), never the whole list.
 */
export function VehicleContractCard({ vehicleId }: { vehicleId: string }) {
  const request: ListRequest = { page: 1, pageSize: 1, filters: { vehicleId, status: 'active' } };
  const contracts = useQuery({
    queryKey: contractKeys.page(request),
    queryFn: ({ signal }) => fetchListPage<Contract>(api.contracts, request, { signal }),
  });
  const current = contracts.data?.items.find(
    (contract) => contract.vehicleId === vehicleId && contract.status === 'active',
  );
  return (
    <Card title="Hire contract" aria-label="Hire contract">
      {contracts.isPending ? (
        <SkeletonBars count={2} label="Loading contracts..." />
      ) : contracts.isError ? (
        <p className="text-sm text-red-700">The contracts could not be loaded.</p>
      ) : current ? (
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-gray-600">Hirer</dt>
            <dd>
              <Link
                to={routes.contract(current._id)}
                className="font-medium text-blue-700 underline hover:text-blue-900"
              >
                {current.hirer.name}
              </Link>
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-gray-600">Terms</dt>
            <dd className="text-gray-900">
              {CONTRACT_TYPE_LABELS[current.type]} · {amountPerPeriod(current)}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            {/* A rental booked ahead is active before it runs. */}
            <dt className="text-gray-600">{current.startDate > today() ? 'Starts' : 'Since'}</dt>
            <dd className="text-gray-900">{toDay(current.startDate)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-gray-600">Arrears</dt>
            <dd>
              <ArrearsAmount amount={current.arrears} late={hireIsLate(current, today())} />
            </dd>
          </div>
        </dl>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-gray-700">Not on hire.</p>
          <LinkButton to={hireOutLink(vehicleId)} variant="secondary">
            + Add contract
          </LinkButton>
        </div>
      )}
    </Card>
  );
}
