import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { ComplianceRow, ServiceSchedule, VehicleDocument } from '../../../shared/schemas/vehicle-papers';
import { DEMO_FLEET } from '../../db/demo-fleet';
import { seedAccount } from '../../db/seed';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { papersSeedRows, vehiclePapersSeeder } from './seed';

const t = freshAppForEachTest();

/** Each vehicle's readings by date only go up. */
function readingsGoUp(readings: readonly { vehicle_id: string; date: string; km: number }[]) {
  const byVehicle = new Map<string, { date: string; km: number }[]>();
  for (const each of readings)
    byVehicle.set(each.vehicle_id, [...(byVehicle.get(each.vehicle_id) ?? []), each]);
  for (const list of byVehicle.values()) {
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (let i = 1; i < list.length; i += 1) expect(list[i]?.km).toBeGreaterThanOrEqual(list[i - 1]?.km ?? 0);
  }
}

describe('vehicle papers demo seed', () => {
  it('gives the demo fleet documents valid, expiring, expired and missing, readings and schedules due and soon', async () => {
    const { cookie } = await t.signIn('Staff');
    const get = async (url: string) =>
      okBody(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
    const counts = await seedAccount(t.handle.db, 'small', t.accountId);
    expect(counts.vehicle_documents).toBeGreaterThanOrEqual(40);
    expect(counts.odometer_readings).toBe(DEMO_FLEET.length * 6);
    expect(counts.service_schedules).toBe(5);
    expect(await vehiclePapersSeeder.run(t.handle.db, 'small', t.accountId)).toEqual({});

    const rows: ComplianceRow[] = await get(api.compliance);
    expect(rows).toHaveLength(DEMO_FLEET.length);
    const statuses = new Set(
      rows.flatMap((row) => Object.values(row.documents).map((entry) => entry.status)),
    );
    for (const status of ['valid', 'expiring', 'expired', 'missing', 'none'])
      expect(statuses).toContain(status);
    const truck = rows.find((row) => row.vehicle.vehicleRegNum === 'GC 6620-21');
    expect(truck).toMatchObject({ commercial: true, documents: { vit: { status: 'missing' } } });

    const byPlate = new Map(rows.map((row) => [row.vehicle.vehicleRegNum, row.vehicle._id]));
    const taxi = byPlate.get('GR 2345-21') ?? '';
    const documents: VehicleDocument[] = await get(api.vehicleDocuments(taxi));
    expect(documents.filter((each) => each.kind === 'roadworthy').map((each) => each.current)).toEqual([
      true,
      false,
    ]);
    expect(documents.some((each) => each.expiryDerived)).toBe(true);
    const due: ServiceSchedule[] = await get(api.vehicleSchedules(taxi));
    expect(due.map((each) => each.status)).toEqual(['due']);
    const soon: ServiceSchedule[] = await get(api.vehicleSchedules(byPlate.get('GN 3306-20') ?? ''));
    expect(soon).toMatchObject([{ task: 'Tyre rotation', status: 'soon' }]);
    expect(await get(api.vehicleOdometer(taxi))).toHaveLength(6);
    expect((await get(api.vehicleCosts(taxi))).documents).toBeGreaterThan(0);

    readingsGoUp(await t.handle.db.selectFrom('odometer_readings').selectAll().execute());
    // The seed writes no audit events: demo data is not anyone's change.
    expect(await t.handle.db.selectFrom('audit_events').select('id').execute()).toEqual([]);
  });

  it('gives all 515 vehicles documents with history at the large scale, and about half a schedule', () => {
    const vehicle = (index: number) => ({
      id: `v${index}`,
      reg_num: `GR ${1000 + index}-24`,
      vehicle_type: ['taxi', 'bus', 'truck', 'commercial car', 'luxury car'][index % 5] as string,
    });
    const demo = DEMO_FLEET.map((each, index) => ({
      id: `d${index}`,
      reg_num: each.plate,
      vehicle_type: each.type,
    }));
    const generated = Array.from({ length: 500 }, (_, index) => vehicle(index));
    const rows = papersSeedRows('large', t.accountId, { demo, generated });
    const withDocuments = new Set(rows.documents.map((row) => row.vehicle_id));
    expect(withDocuments.size).toBe(515);
    expect(rows.documents.length).toBeGreaterThan(515 * 4);
    // History: several roadworthies for one vehicle.
    const roadworthies = rows.documents.filter((row) => row.vehicle_id === 'v0' && row.kind === 'roadworthy');
    expect(roadworthies.length).toBeGreaterThanOrEqual(2);
    expect(rows.schedules.length).toBeGreaterThanOrEqual(250);
    expect(rows.schedules.length).toBeLessThanOrEqual(260);
    expect(rows.documents.every((row) => row.expires_on >= row.issued_on)).toBe(true);
    // Some commercial vehicles have no VIT on record.
    const commercialWithoutVit = generated.filter(
      (each) =>
        each.vehicle_type !== 'luxury car' &&
        !rows.documents.some((row) => row.vehicle_id === each.id && row.kind === 'vit'),
    );
    expect(commercialWithoutVit.length).toBeGreaterThan(0);
    readingsGoUp(rows.readings);
  });
});
