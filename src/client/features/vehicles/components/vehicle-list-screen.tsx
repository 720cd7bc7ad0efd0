import { Eye, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES } from '../../../../shared/constants';
import { VEHICLE_TYPES, vehicleTypeLabel } from '../../../../shared/fleet';
import { matchesFilter, paginate } from '../../../../shared/list';
import { routes } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LinkButton } from '../../../components/ui/link-button';
import { ListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonCards } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { usePermissions } from '../../auth';
import { vehiclesExport } from '../api/export-vehicles';
import { useDeleteVehicle } from '../api/use-delete-vehicle';
import { useVehicles } from '../api/use-vehicles';
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

/**
 * /vehicles/list: type filter, cards with View, Edit, a WhatsApp message to the driver and Delete, 6
 * per page; a card's title opens the vehicle's page.
 */
export function VehicleListScreen() {
  const vehicles = useVehicles();
  const deleteVehicle = useDeleteVehicle();
  const { canDelete } = usePermissions();
  // The type filter is the list's `?status=` parameter (the kit's one filter).
  const { status, page, setStatus, setPage } = useListParams();
  const [viewing, setViewing] = useState<VehicleRecord | null>(null);
  const deleting = useDeleteConfirm<VehicleRecord>(deleteVehicle, {
    deletingText: VEHICLE_MESSAGES.deleting,
    deletedText: VEHICLE_MESSAGES.deleted,
    closeOnFailure: true,
  });

  useEffect(() => {
    void loadDetailsModal();
  }, []);

  const type = (VEHICLE_TYPES as readonly string[]).includes(status) ? status : 'All';
  const filtered = useMemo(
    () => (vehicles.data ?? []).filter((vehicle) => matchesFilter(vehicle.vehiceType, type)),
    [vehicles.data, type],
  );
  const shown = paginate(filtered, page, PAGE_SIZES.vehicles);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <ListHeader
        title="Vehicle Records"
        add={{ to: routes.addVehicle, text: '+ Add Vehicle' }}
        exportFile={{ ...vehiclesExport(), text: 'Export Vehicle List' }}
      />
      <div className="flex flex-col gap-6">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,16rem)] sm:items-end sm:justify-between">
          <StatCard label="Total Vehicles" value={vehicles.data ? vehicles.data.length : '…'} />
          <Select
            label="Vehicle type"
            name="type"
            options={TYPE_OPTIONS}
            value={type}
            onChange={(event) => setStatus(event.target.value)}
          />
        </div>

        <ListBody
          query={vehicles}
          skeleton={<SkeletonCards count={6} label="Loading vehicles..." />}
          isEmpty={shown.total === 0}
          emptyMessage="No vehicle records found."
          errorMessage={VEHICLE_MESSAGES.listFailed}
        >
          <p className="text-sm text-gray-700" aria-live="polite">
            Showing {(shown.page - 1) * PAGE_SIZES.vehicles + 1}–
            {(shown.page - 1) * PAGE_SIZES.vehicles + shown.items.length} of {shown.total}
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.items.map((vehicle) => (
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
          <Pagination
            page={shown.page}
            pageCount={shown.pageCount}
            onPageChange={setPage}
            label="Vehicle pages"
          />
        </ListBody>
      </div>

      <Suspense fallback={null}>
        {viewing ? <VehicleDetailsModal vehicle={viewing} onClose={() => setViewing(null)} /> : null}
      </Suspense>
      <ConfirmDialog {...deleting.dialog} message={VEHICLE_MESSAGES.confirmDelete} />
    </div>
  );
}
