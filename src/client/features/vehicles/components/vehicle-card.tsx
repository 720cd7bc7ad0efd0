import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toDay, today } from '../../../../shared/dates';
import { vehicleTypeLabel } from '../../../../shared/fleet';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { Badge } from '../../../components/ui/badge';

/** Expired only when an expiry is on record: a hirer may give no licence (decision 063). */
export function isLicenseExpired(vehicle: Pick<VehicleRecord, 'licenseNumExp'>, now = today()): boolean {
  const expiry = toDay(vehicle.licenseNumExp);
  return expiry !== '' && expiry < now;
}

/**
 * One vehicle as a card (dashboard and Vehicle list); `actions` are the list's buttons, and `to`
 * makes its title a link (the list's cards link to the vehicle's page).
 */
export function VehicleCard({
  vehicle,
  actions,
  to,
}: {
  vehicle: VehicleRecord;
  actions?: ReactNode;
  to?: string;
}) {
  const title = `${vehicle.make} ${vehicle.model}`;
  const expired = isLicenseExpired(vehicle);
  return (
    <article
      aria-label={`${title} ${vehicle.vehicleRegNum}`}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold text-gray-900">
            {to ? (
              <Link to={to} className="text-blue-700 underline hover:text-blue-900">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="font-mono text-sm text-gray-700">{vehicle.vehicleRegNum}</p>
        </div>
        <Badge tone="blue" className="shrink-0">
          {vehicleTypeLabel(vehicle.vehiceType)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">Driver</dt>
        <dd className="break-words text-gray-900">{vehicle.driverName}</dd>
        <dt className="text-gray-600">Location</dt>
        <dd className="break-words text-gray-900">{vehicle.contactDetails.location}</dd>
        <dt className="text-gray-600">License expiry</dt>
        <dd className="flex flex-wrap items-center gap-2 text-gray-900">
          {toDay(vehicle.licenseNumExp)}
          {expired ? <Badge tone="red">Expired</Badge> : null}
        </dd>
      </dl>
      {actions ? (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-gray-100 pt-3">{actions}</div>
      ) : null}
    </article>
  );
}
