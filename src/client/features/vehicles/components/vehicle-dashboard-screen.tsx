import { Bus, Car, CarTaxiFront, Gem, Layers, Truck } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { DASHBOARD_CARD_COUNT } from '../../../../shared/constants';
import { VEHICLE_TYPES, type VehicleType } from '../../../../shared/fleet';
import { routes } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FoldingSection } from '../../../components/ui/folding-section';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars, SkeletonCards } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { alertScreens } from '../../alerts';
import { hireScreens } from '../../hire';
import { useFleetDashboard } from '../api/use-fleet-dashboard';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { FleetCharts } from './fleet-charts';
import { VehicleCard } from './vehicle-card';

/** The per-type tiles, in the spec's order (plural labels). */
export const TYPE_TILES: Record<VehicleType, { label: string; icon: ReactNode }> = {
  'commercial car': { label: 'Commercial Cars', icon: <Car className="size-5" aria-hidden="true" /> },
  'luxury car': { label: 'Luxury Cars', icon: <Gem className="size-5" aria-hidden="true" /> },
  taxi: { label: 'Taxis', icon: <CarTaxiFront className="size-5" aria-hidden="true" /> },
  truck: { label: 'Trucks', icon: <Truck className="size-5" aria-hidden="true" /> },
  bus: { label: 'Buses', icon: <Bus className="size-5" aria-hidden="true" /> },
};

/** The hire figures and the contracts ending soon (docs/hire.md §4), loaded with their own code. */
const HireDashboard = lazy(hireScreens.dashboard);

/** Hire arrears, licences, papers and service that need attention (docs/reminders.md §3). */
const NeedsAttention = lazy(alertScreens.panel);

/**
 * /vehicles/dashboard: total and per-type tiles, the hire figures (collected today, arrears, active
 * contracts and those ending soon), what needs attention, the first 6 vehicles as cards, then the
 * charts (docs/insight.md §3). The
 * server adds the figures up (docs/decisions/084-*): the screen downloads no list.
 */
export function VehicleDashboardScreen() {
  const vehicles = useFleetDashboard();
  const fleet = vehicles.data;
  const list = fleet?.vehicles ?? [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Vehicle Dashboard"
        actions={
          <LinkButton to={routes.addVehicle} variant="primary">
            + Add Vehicle
          </LinkButton>
        }
        className="mb-0!"
      />
      {vehicles.isPending ? (
        <>
          <SkeletonBars count={4} label="Loading vehicles..." />
          <SkeletonCards count={3} label="Loading vehicles..." />
        </>
      ) : vehicles.isError ? (
        <InlineError message={VEHICLE_MESSAGES.listFailed}>
          <Button variant="secondary" onClick={() => vehicles.refetch()}>
            Try again
          </Button>
        </InlineError>
      ) : fleet ? (
        <>
          <Suspense fallback={<SkeletonBars count={2} label="Loading contracts..." />}>
            <HireDashboard hire={fleet.hire} />
          </Suspense>
          {/* Today's collections come first; on a phone the counts by type fold (decision 065). */}
          <FoldingSection title="Vehicles by type" count={fleet.total} defaultOpen="desktop">
            <section aria-label="Vehicle counts" className="grid grid-cols-2 gap-3 lg:grid-cols-6">
              <StatCard
                label="Total Vehicles"
                value={fleet.total}
                icon={<Layers className="size-5" aria-hidden="true" />}
              />
              {VEHICLE_TYPES.map((type) => (
                <StatCard
                  key={type}
                  label={TYPE_TILES[type].label}
                  value={fleet.byType[type]}
                  icon={TYPE_TILES[type].icon}
                />
              ))}
            </section>
          </FoldingSection>
          <Suspense fallback={<SkeletonBars count={2} label="Loading alerts..." />}>
            <NeedsAttention module="vehicles" />
          </Suspense>
          <section aria-labelledby="dashboard-vehicles" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="dashboard-vehicles" className="text-lg font-semibold text-gray-900">
                Vehicles
              </h2>
              {fleet.total > DASHBOARD_CARD_COUNT ? (
                <LinkButton to={routes.vehicles} variant="secondary">
                  View all vehicles
                </LinkButton>
              ) : null}
            </div>
            {list.length === 0 ? (
              <EmptyState message="No vehicles available." />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.slice(0, DASHBOARD_CARD_COUNT).map((vehicle) => (
                  <VehicleCard key={vehicle._id} vehicle={vehicle} />
                ))}
              </div>
            )}
          </section>
          {/* Figures, then the cards section, then the charts (docs/design.md). */}
          <FleetCharts />
        </>
      ) : null}
    </div>
  );
}
