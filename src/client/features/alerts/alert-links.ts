import { routes } from '../../../shared/paths';
import type { Alert } from '../../../shared/schemas/reminders';

/**
 * The screen that fixes an alert: a tenancy's page for its lease and rent, a contract's for its
 * hire and its hirer's licence, the vehicle's page for its driver, papers and service, Settings →
 * Backups for the server's backups.
 */
export function alertLink({ subject }: Pick<Alert, 'subject'>): string {
  switch (subject.type) {
    case 'rent_record':
      return routes.tenant(subject._id);
    case 'contract':
      return routes.contract(subject._id);
    case 'vehicle':
    case 'vehicle_document':
    case 'service_schedule':
      return routes.vehicle(subject.vehicleId ?? subject._id);
    case 'backups':
      return `${routes.settings}?tab=backups`;
  }
}
