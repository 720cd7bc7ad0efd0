import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useProfile } from '../../auth';
import { driverMessage } from '../driver-message';

/**
 * A WhatsApp message to the vehicle's driver, about the vehicle (and the licence when it has expired
 * or expires soon), signed with the business's name. Nothing without a phone.
 */
export function DriverWhatsAppLink({
  vehicle,
  label = `WhatsApp ${vehicle.driverName}`,
}: {
  vehicle: Pick<VehicleRecord, 'driverName' | 'vehicleRegNum' | 'licenseNumExp' | 'contactDetails'>;
  /** The accessible name (it starts with 'WhatsApp', the visible text). */
  label?: string;
}) {
  const business = useProfile().data?.account.name ?? '';
  return (
    <WhatsAppLink
      phone={vehicle.contactDetails.phone}
      text={driverMessage(vehicle, business)}
      label={label}
    />
  );
}
