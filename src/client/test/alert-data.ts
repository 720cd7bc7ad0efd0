import { alertKey } from '../../shared/reminders';
import type { Alert } from '../../shared/schemas/reminders';

/** An alert as the feed answers it: Ama Mensah's rent in arrears (a tenancy, with a phone). */
export function testAlert(overrides: Partial<Alert> = {}): Alert {
  const alert: Omit<Alert, 'key'> & { key?: string } = {
    kind: 'rent_arrears',
    severity: 'overdue',
    subject: { type: 'rent_record', _id: 'rent-1', label: 'Ama Mensah', phone: '+233241112233' },
    dueDate: '2026-01-01',
    message: '₵1,600.00 in arrears for Flat A1, East Legon, 40 days overdue',
    ...overrides,
  };
  return { ...alert, key: alert.key ?? alertKey(alert) };
}

/**
 * A feed of every subject type, most urgent first as the server sorts it: two apartment alerts
 * (arrears, a lease ending) and four vehicle ones (hire arrears, a driver's licence, papers, service).
 */
export const ALERT_FEED: Alert[] = [
  testAlert({
    kind: 'document_missing',
    subject: { type: 'vehicle', _id: 'veh-2', label: 'GT 5678-22 · Nissan Urvan', vehicleId: 'veh-2' },
    dueDate: null,
    message: 'No roadworthy on record',
  }),
  testAlert(),
  testAlert({
    kind: 'hire_arrears',
    subject: {
      type: 'contract',
      _id: 'con-1',
      label: 'GR 1234-21 · Kofi Boateng',
      vehicleId: 'veh-1',
      phone: '+233245557788',
    },
    dueDate: '2026-02-10',
    message: '₵300.00 behind on daily sales',
  }),
  testAlert({
    kind: 'licence_expiry',
    subject: {
      type: 'vehicle',
      _id: 'veh-1',
      label: 'GR 1234-21 · Yaw Darko',
      vehicleId: 'veh-1',
      phone: '+233201114455',
    },
    dueDate: '2026-03-01',
    message: "Yaw Darko's driving licence expired on 2026-03-01",
  }),
  testAlert({
    kind: 'lease_expiry',
    severity: 'soon',
    subject: { type: 'rent_record', _id: 'rent-2', label: 'Kojo Antwi', phone: '' },
    dueDate: '2026-12-31',
    message: 'Lease of Room 4, Adenta ends on 2026-12-31, in 37 days',
  }),
  testAlert({
    kind: 'service_due',
    severity: 'soon',
    subject: {
      type: 'service_schedule',
      _id: 'sch-1',
      label: 'GR 1234-21 · Toyota Corolla',
      vehicleId: 'veh-1',
    },
    dueDate: '2027-01-05',
    message: 'Oil change is due soon (on 2027-01-05 or at 45,000 km)',
  }),
];
