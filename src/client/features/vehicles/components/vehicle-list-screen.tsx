import { Eye, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PAGE_SIZES } from '../../../../shared/constants';
import { VEHICLE_TYPES, vehicleTypeLabel } from '../../../../shared/fleet';
import { api, routes } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LinkButton } from '../../../components/ui/link-button';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { SkeletonCards } from '../../../components/ui/skeleton';
import { SortSelect } from '../../../components/ui/sort-select';
import { StatCard } from '../../../components/ui/stat-card';
import { cn } from '../../../lib/cn';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { useServerCount, useServerList } from '../../../lib/use-server-list';
import { usePermissions } from '../../auth';
import { vehiclesExport } from '../api/export-vehicles';
import { useDeleteVehicle } from '../api/use-delete-vehicle';
import { vehicleKeys } from '../api/vehicle-keys';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { DriverWhatsAppLink } from './driver-whatsapp-link';
import { VehicleCard } from './vehicle-card';

// The details modal formats phones with the phone-number library: loaded after the first page shows.
const loadDetailsModal = () => import('./vehicle-details-modal');
const VehicleDetailsModal = lazy(() => loadDetailsModal().then((m) => ({ default: m.VehicleDetailsModal })));

const TYPE_OPTIONS = [
  { value: 'All', label: 'All Types' },
  ...VEHICLE_TYPES.map((type) => ({ value: type, label: vehicleTypeLabel(type) })),
];

/** The server's sorts (docs/lists.md), both ways; '' is its default, newest first. */
const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'vehicleRegNum:asc', label: 'Registration, A to Z' },
  { value: 'vehicleRegNum:desc', label: 'Registration, Z to A' },
];

/**
 * /vehicles/list: search, type filter, cards with View, Edit, a WhatsApp message to the driver and
 * Delete, 6 per page, each page asked of the server (docs/lists.md); a card's title opens the
 * vehicle's page.
 */
export function VehicleListScreen() {
  const deleteVehicle = useDeleteVehicle();
  const { canDelete } = usePermissions();
  // The type filter stays the screen's `?status=` parameter (links keep working); the server's is `vehicleType`.
  const { status } = useListParams();
  const type = (VEHICLE_TYPES as readonly string[]).includes(status) ? status : 'All';
  const list = useServerList<VehicleRecord>({
    path: api.vehicles,
    pageSize: PAGE_SIZES.vehicles,
    queryKey: vehicleKeys.page,
    fixed: type === 'All' ? {} : { vehicleType: type },
    fallback: VEHICLE_MESSAGES.listFailed,
  });
  // Every vehicle of the business, whatever the search and filter: one row asked, its total read.
  const everyVehicle = useServerCount(api.vehicles, vehicleKeys.page);
  const [viewing, setViewing] = useState<VehicleRecord | null>(null);
  const deleting = useDeleteConfirm<VehicleRecord>(deleteVehicle, {
    deletingText: VEHICLE_MESSAGES.deleting,
    deletedText: VEHICLE_MESSAGES.deleted,
    closeOnFailure: true,
  });

  useEffect(() => {
    void loadDetailsModal();
  }, []);

  const first = (list.page - 1) * PAGE_SIZES.vehicles;
  return (
    <div className="mx-auto w-full max-w-6xl">
      <ListHeader
        title="Vehicle Records"
        add={{ to: routes.addVehicle, text: '+ Add Vehicle' }}
        exportFile={{ ...vehiclesExport(), text: 'Export Vehicle List' }}
      />
      <div className="flex flex-col gap-6">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,16rem)] sm:items-end sm:justify-between">
          <StatCard label="Total Vehicles" value={everyVehicle ?? '…'} />
          <div className="grid gap-3">
            <Select
              label="Vehicle type"
              name="type"
              options={TYPE_OPTIONS}
              value={type}
              onChange={(event) => list.params.setStatus(event.target.value)}
            />
            <SortSelect
              options={SORT_OPTIONS}
              sort={list.params.sort}
              order={list.params.order}
              ascendingFirst={['vehicleRegNum']}
              onSort={list.params.setSort}
            />
          </div>
        </div>
        <SearchField
          label="Search vehicles"
          placeholder="Registration, make, model or driver"
          value={list.params.search}
          onChange={list.params.setSearch}
        />

        <ServerListBody
          list={list}
          pagesLabel="Vehicle pages"
          skeleton={<SkeletonCards count={6} label="Loading vehicles..." />}
          emptyMessage="No vehicle records found."
          errorMessage={VEHICLE_MESSAGES.listFailed}
        >
          <p className="text-sm text-gray-700" aria-live="polite">
            Showing {first + 1}–{first + list.items.length} of {list.total}
          </p>
          <div
            className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', list.isPlaceholderData && 'opacity-80')}
          >
            {list.items.map((vehicle) => (
              <VehicleCard
                key={vehicle._id}
                vehicle={vehicle}
                to={routes.vehicle(vehicle._id)}
                actions={
                  <>
                    <Button
                      variant="secondary"
                      icon={<Eye className="size-4" aria-hidden="true" />}
                      onClick={() => setViewing(vehicle)}
                    >
                      View
                    </Button>
                    <LinkButton
                      to={routes.editVehicle(vehicle._id)}
                      variant="secondary"
                      needsServer
                      icon={<Pencil className="size-4" aria-hidden="true" />}
                    >
                      Edit
                    </LinkButton>
                    <DriverWhatsAppLink
                      vehicle={vehicle}
                      label={`WhatsApp ${vehicle.driverName}, the driver of ${vehicle.vehicleRegNum}`}
                    />
                    {canDelete ? (
                      <Button
                        variant="danger"
                        icon={<Trash2 className="size-4" aria-hidden="true" />}
                        onClick={() => deleting.ask(vehicle)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </>
                }
              />
            ))}
          </div>
        </ServerListBody>
      </div>

      <Suspense fallback={null}>
        {viewing ? <VehicleDetailsModal vehicle={viewing} onClose={() => setViewing(null)} /> : null}
      </Suspense>
      <ConfirmDialog {...deleting.dialog} message={VEHICLE_MESSAGES.confirmDelete} />
    </div>
  );
}
