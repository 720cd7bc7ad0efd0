import type { LightMyRequestResponse } from 'fastify';
import type { AuditEvent } from '../../../shared/schemas/audit';
import type { VehicleInput } from '../../../shared/schemas/vehicles';
import type { TestApp } from '../../test/test-app';
import { toAuditEvent } from '../audit/repository';

const REGIONS = ['GT', 'GR', 'AS', 'WR', 'ER', 'NR', 'CR', 'BA', 'VR', 'UE'];
let serial = Math.floor(Math.random() * 800_000);

/** A Ghanaian-style plate (`GR 2345-21`) unique within this process, unlikely to clash across processes. */
export function uniquePlate(): string {
  serial += 1;
  const region = REGIONS[Math.floor(Math.random() * REGIONS.length)];
  const digits = String(serial).padStart(6, '0');
  return `${region} ${digits.slice(0, 4)}-${digits.slice(4)}${Math.floor(Math.random() * 10)}`;
}

/** A complete, valid add-vehicle body (what the add form sends). */
export function vehicleBody(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    vehicleType: 'taxi',
    make: 'Toyota',
    model: 'Corolla',
    vehicleRegNum: uniquePlate(),
    chassisNum: 'JTDBR32E720123456',
    maintenanceHist: [{ hist: 'Oil change', date: '2026-01-15' }],
    driverName: 'Kofi Boateng',
    contactDetails: { phone: '024 111 2233', location: 'Kaneshie, Accra' },
    licenseNum: 'DL-0012345',
    licenseType: 'commercial',
    licenseNumExp: '2027-06-30',
    ...overrides,
  };
}

/** The Vehicles_List.xlsx header row as docs/screens.md §3 writes it (kept apart from export-columns on purpose). */
export const VEHICLES_EXPORT_HEADER = [
  'Vehicle Type',
  'Make',
  'Model',
  'Registration Number',
  'Chassis Number',
  'Driver Name',
  'Phone',
  'Location',
  'License Number',
  'License Type',
  'License Expiry Date',
];

/** The first validation message for each field of an error answer, as the forms show it. */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of response.json().errors ?? []) errors[path] ??= message;
  return errors;
}

/** Every audit event of an account, oldest first, as `GET /api/audit` shows them. */
export async function auditEventsOf(
  t: Pick<TestApp, 'handle' | 'accountId'>,
  accountId = t.accountId,
): Promise<AuditEvent[]> {
  const rows = await t.handle.db
    .selectFrom('audit_events')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map(toAuditEvent);
}
