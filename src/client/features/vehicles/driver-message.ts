import { addDays, toDay, today } from '../../../shared/dates';
import { EXPIRY_WARNING_DAYS } from '../../../shared/reminders';
import type { VehicleRecord } from '../../../shared/schemas/vehicles';

/**
 * The WhatsApp message to a vehicle's driver: who writes about which vehicle and, when the driving
 * licence has expired or expires within 30 days (the alert feed's window), the reminder to renew it.
 */
export function driverMessage(
  vehicle: Pick<VehicleRecord, 'driverName' | 'vehicleRegNum' | 'licenseNumExp'>,
  business: string,
  day = today(),
): string {
  const sender = business.trim() || 'the vehicle owner';
  const greeting = `Hello ${vehicle.driverName}, this is ${sender} about ${vehicle.vehicleRegNum}.`;
  const expiry = toDay(vehicle.licenseNumExp);
  if (expiry && expiry < day)
    return `${greeting} Your driving licence expired on ${expiry}: please renew it and send us a copy. Thank you.`;
  if (expiry && expiry <= addDays(day, EXPIRY_WARNING_DAYS))
    return `${greeting} Your driving licence expires on ${expiry}: please renew it in good time and send us a copy. Thank you.`;
  return greeting;
}
