import { Pencil, Wrench } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { toDay, today } from '../../../../shared/dates';
import { licenseTypeLabel, vehicleTypeLabel } from '../../../../shared/fleet';
import { routes } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { licenceStatus } from '../../../../shared/vehicle-papers';
import { PendingRecords } from '../../../components/pending-records';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneLink } from '../../../components/ui/phone-link';
import { RecordLoader } from '../../../components/ui/record-loader';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { hireScreens } from '../../hire';
import { addMaintenanceLink } from '../../maintenance';
import { useVehicle, vehicleScreens } from '../../vehicles';
import { PAPERS_TEXTS } from '../papers-texts';
import { CostsCard } from './costs-card';
import { DocumentsSection } from './documents-section';
import { OdometerSection } from './odometer-section';
import { ProfitCard } from './profit-card';
import { SchedulesSection } from './schedules-section';
import { ComplianceBadge } from './status-badges';

/** The vehicle's current hire contract, loaded with the hire feature's code. */
const VehicleContract = lazy(hireScreens.vehicleContract);
/** A WhatsApp message to the driver, loaded with the vehicles feature's code. */
const DriverWhatsApp = lazy(vehicleScreens.driverWhatsApp);

/**
 * The vehicle and its driver (a WhatsApp message to them beside the phone); the driver licence with
 * its standing (read like a document's).
 */
function DetailsCard({ vehicle }: { vehicle: VehicleRecord }) {
  const status = licenceStatus(vehicle.licenseNumExp, today());
  return (
    <Card title="Details" aria-label="Details" className="lg:col-span-2">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Type">{vehicleTypeLabel(vehicle.vehicleType)}</Detail>
        <Detail label="Chassis number">{vehicle.chassisNum}</Detail>
        <Detail label="Driver">{vehicle.driverName}</Detail>
        <Detail label="Driver phone">
          <PhoneLink
            phone={vehicle.contactDetails.phone}
            name={vehicle.driverName}
            className="gap-x-3 gap-y-1"
            whatsApp={
              <Suspense fallback={null}>
                <DriverWhatsApp vehicle={vehicle} />
              </Suspense>
            }
          />
        </Detail>
        <Detail label="Location">{vehicle.contactDetails.location || '—'}</Detail>
        <Detail label="Driver licence">
          {vehicle.licenseNum} ({licenseTypeLabel(vehicle.licenseType)})
        </Detail>
        <Detail label="Licence expiry">
          <span className="flex flex-wrap items-center gap-2">
            {toDay(vehicle.licenseNumExp)}
            <ComplianceBadge status={status} />
          </span>
        </Detail>
      </dl>
    </Card>
  );
}

/** The records made offline that a vehicle's page shows while they wait. */
const VEHICLE_PENDING_KINDS = ['maintenance', 'odometer', 'expense'] as const;

/**
 * /vehicle/view/{id} (docs/reminders.md §1–2): the vehicle, its driver and licence, its current hire
 * contract, its income beside its costs (docs/insight.md §2) and its costs; its documents, odometer readings and service schedules; Edit vehicle and
 * Record maintenance.
 */
export function VehicleScreen() {
  const { id = '' } = useParams();
  const vehicle = useVehicle(id);
  const record = vehicle.data;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={record ? `${record.vehicleRegNum} · ${record.make} ${record.model}` : 'Vehicle'}
        description={record ? vehicleTypeLabel(record.vehicleType) : undefined}
        actions={
          record ? (
            <>
              <LinkButton
                to={addMaintenanceLink(record._id)}
                icon={<Wrench className="size-4" aria-hidden="true" />}
              >
                Record maintenance
              </LinkButton>
              <LinkButton
                to={routes.editVehicle(record._id)}
                variant="secondary"
                needsServer
                icon={<Pencil className="size-4" aria-hidden="true" />}
              >
                Edit vehicle
              </LinkButton>
            </>
          ) : undefined
        }
      />
      <RecordLoader
        query={vehicle}
        loadingLabel="Loading vehicle..."
        skeletonCount={6}
        failedMessage={PAPERS_TEXTS.loadFailed}
        unreachableMessage={PAPERS_TEXTS.loadError}
        retry
        back={{ to: routes.vehicles, label: 'Back to vehicles' }}
      >
        {(loaded) => (
          <div className="flex flex-col gap-6">
            {/* Its records made offline, not yet stored (docs/offline.md §3). */}
            <PendingRecords kind={VEHICLE_PENDING_KINDS} subjectId={loaded._id} />
            <div className="grid gap-4 lg:grid-cols-3">
              <DetailsCard vehicle={loaded} />
              <div className="flex flex-col gap-4">
                <Suspense fallback={<SkeletonBars count={2} label="Loading contracts..." />}>
                  <VehicleContract vehicleId={loaded._id} />
                </Suspense>
                <ProfitCard vehicleId={loaded._id} />
                <CostsCard vehicleId={loaded._id} />
              </div>
            </div>
            <DocumentsSection vehicle={loaded} />
            <OdometerSection vehicleId={loaded._id} />
            <SchedulesSection vehicleId={loaded._id} />
          </div>
        )}
      </RecordLoader>
    </div>
  );
}
