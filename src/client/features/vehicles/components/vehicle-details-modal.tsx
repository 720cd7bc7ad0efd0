import type { ReactNode } from 'react';
import { toDay } from '../../../../shared/dates';
import { licenseTypeLabel, vehicleTypeLabel } from '../../../../shared/fleet';
import { routes } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Modal } from '../../../components/ui/modal';
import { PhoneLink } from '../../../components/ui/phone-link';
import { DriverWhatsAppLink } from './driver-whatsapp-link';

/**
 * The View modal of the Vehicle list, titled 'Vehicle Details', with a link to the vehicle's page;
 * the driver's phone has a WhatsApp link.
 */
export function VehicleDetailsModal({
  vehicle,
  onClose,
}: {
  vehicle: VehicleRecord | null;
  onClose: () => void;
}) {
  if (!vehicle) return null;
  const rows: [string, ReactNode][] = [
    ['Vehicle Type', vehicleTypeLabel(vehicle.vehiceType)],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Registration Number', vehicle.vehicleRegNum],
    ['Chassis Number', vehicle.chassisNum],
    ['Driver Name', vehicle.driverName],
    [
      'Phone',
      <PhoneLink
        key="phone"
        phone={vehicle.contactDetails.phone}
        name={vehicle.driverName}
        className="gap-x-3 gap-y-1"
        whatsApp={<DriverWhatsAppLink vehicle={vehicle} />}
      />,
    ],
    ['Location', vehicle.contactDetails.location],
    ['License Number', vehicle.licenseNum],
    ['License Type', licenseTypeLabel(vehicle.licenseType)],
    ['License Expiry Date', toDay(vehicle.licenseNumExp)],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title="Vehicle Details"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <LinkButton to={routes.vehicle(vehicle._id)}>View vehicle page</LinkButton>
        </>
      }
    >
      <section aria-label="Vehicle details">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-gray-600">{label}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 mb-2 font-semibold text-gray-900">Maintenance History</h3>
        {vehicle.maintenanceHist.length === 0 ? (
          <p className="text-gray-600">No maintenance history.</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Maintenance history">
            {vehicle.maintenanceHist.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id; their order is fixed
              <li key={index} className="flex flex-wrap gap-x-3">
                <span className="font-mono text-gray-600">{toDay(row.date)}</span>
                <span className="break-words text-gray-900">{row.hist}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Modal>
  );
}
