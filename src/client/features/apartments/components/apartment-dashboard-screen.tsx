import { Building2, CircleDollarSign, DoorOpen, HandCoins, KeyRound, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DASHBOARD_CARD_COUNT } from '../../../../shared/constants';
import { formatCedi, formatGhc } from '../../../../shared/money';
import type { DashboardUnit } from '../../../../shared/schemas/dashboards';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { alertScreens } from '../../alerts';
import { useApartmentDashboard } from '../api/use-apartment-dashboard';
import { ApartmentCharts } from './apartment-charts';

function UnitCard({ unit }: { unit: DashboardUnit }) {
  return (
    <article className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 className="break-words text-base font-semibold text-gray-900">Unit {unit.title}</h3>
      <p className="break-words text-sm text-gray-700">{unit.location}</p>
      <p className="text-sm text-gray-700">
        Status: {/* The dashboard shows Occupied green and anything else yellow (docs/screens.md §4). */}
        <Badge tone={unit.status === 'Occupied' ? 'green' : 'yellow'}>{unit.status}</Badge>
      </p>
      <p className="text-sm font-medium text-gray-900">Rent: {formatCedi(unit.price)}/month</p>
      {unit.tenant ? <p className="break-words text-sm text-gray-700">Tenant: {unit.tenant}</p> : null}
    </article>
  );
}

/** The leases and rent arrears that need attention (docs/reminders.md §3), loaded with their own code. */
const NeedsAttention = lazy(alertScreens.panel);

/**
 * /apartments/dashboard: the spec's four stat cards, the ledger's two (arrears, and payments dated
 * this month in Africa/Accra), the leases and arrears that need attention, the first six units, then
 * the charts (docs/insight.md §3).
 * The server adds the figures up (docs/decisions/084-*): the screen downloads no list.
 */
export function ApartmentDashboardScreen() {
  const apartments = useApartmentDashboard();
  const figures = apartments.data;
  const units = figures?.units ?? [];

  return (
    <div>
      <PageHeader title="Apartment Dashboard" />
      <div className="flex flex-col gap-6">
        {apartments.isPending ? (
          <SkeletonBars count={4} label="Loading apartment data..." />
        ) : apartments.isError ? (
          <EmptyState
            message="No apartment data available."
            action={
              <Button variant="secondary" onClick={() => apartments.refetch()}>
                Try again
              </Button>
            }
          />
        ) : figures ? (
          <>
            <section aria-label="Apartment figures" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              <StatCard
                label="Total Units"
                value={figures.total}
                icon={<Building2 className="size-5" aria-hidden="true" />}
              />
              <StatCard
                label="Occupied"
                value={figures.occupied}
                icon={<KeyRound className="size-5" aria-hidden="true" />}
              />
              <StatCard
                label="Vacant"
                value={figures.vacant}
                icon={<DoorOpen className="size-5" aria-hidden="true" />}
              />
              <StatCard
                label="Monthly Revenue"
                value={formatGhc(figures.monthlyRevenue)}
                icon={<CircleDollarSign className="size-5" aria-hidden="true" />}
              />
              <StatCard
                label="Arrears"
                value={formatGhc(figures.arrears)}
                icon={<HandCoins className="size-5" aria-hidden="true" />}
              />
              <StatCard
                label="Collected this month"
                value={formatGhc(figures.collectedThisMonth)}
                icon={<Wallet className="size-5" aria-hidden="true" />}
              />
            </section>
            <Suspense fallback={<SkeletonBars count={2} label="Loading alerts..." />}>
              <NeedsAttention module="apartments" />
            </Suspense>
            <section aria-labelledby="apartment-units-heading" className="flex flex-col gap-3">
              <h2 id="apartment-units-heading" className="text-lg font-semibold text-gray-900">
                Apartment Units
              </h2>
              {units.length === 0 ? (
                <EmptyState message="No apartment data available." />
              ) : (
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {units.slice(0, DASHBOARD_CARD_COUNT).map((unit) => (
                    <UnitCard key={unit._id} unit={unit} />
                  ))}
                </div>
              )}
            </section>
            {/* Stat cards, then the cards section, then the charts (docs/design.md). */}
            <ApartmentCharts figures={figures} />
          </>
        ) : null}
      </div>
    </div>
  );
}
