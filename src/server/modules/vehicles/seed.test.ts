import { describe, expect, it } from 'vitest';
import { today } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { toE164 } from '../../../shared/phone';
import { MAINTENANCE_STATUSES, type MaintenanceRecord } from '../../../shared/schemas/maintenance';
import { regNumKey, VEHICLE_TYPES, type VehicleRecord } from '../../../shared/schemas/vehicles';
import { DEMO_FLEET } from '../../db/demo-fleet';
import { freshAppForEachTest } from '../../test/test-app';
import { DEMO_JOBS } from '../maintenance/seed';
import { FLEET_SEED_EXTRA, fleetSeeder, fleetSeedRows } from './seed';

const t = freshAppForEachTest();

describe('fleet demo seed', () => {
  it('fills an empty database once with a Ghanaian fleet the API reads back', async () => {
    const { cookie } = await t.signIn('Staff');
    // Read once before seeding: the server now holds the empty lists in its cache.
    for (const url of [api.vehicles, api.maintenanceRecords]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).toEqual([]);
    }
    const counts = await fleetSeeder.run(t.handle.db, 'small', t.accountId);
    expect(counts).toMatchObject({ vehicles: DEMO_FLEET.length, maintenance_records: DEMO_JOBS.length });
    expect(await fleetSeeder.run(t.handle.db, 'small', t.accountId)).toEqual({});

    const vehicles: VehicleRecord[] = (
      await t.app.inject({ method: 'GET', url: api.vehicles, headers: { cookie } })
    ).json();
    expect(vehicles).toHaveLength(DEMO_FLEET.length);
    expect(new Set(vehicles.map((v) => v.vehiceType))).toEqual(new Set(VEHICLE_TYPES));
    expect(vehicles.map((v) => v.vehicleRegNum)).toEqual(
      expect.arrayContaining(['GR 2345-21', 'AS 1290-19']),
    );
    const now = today();
    expect(vehicles.some((v) => v.licenseNumExp < now)).toBe(true);
    expect(vehicles.some((v) => v.licenseNumExp > now)).toBe(true);
    for (const vehicle of vehicles)
      expect(toE164(vehicle.contactDetails.phone)).toBe(vehicle.contactDetails.phone);

    const records: MaintenanceRecord[] = (
      await t.app.inject({ method: 'GET', url: api.maintenanceRecords, headers: { cookie } })
    ).json();
    expect(records).toHaveLength(DEMO_JOBS.length);
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(MAINTENANCE_STATUSES));
    expect(records.every((r) => r.issue.length > 0 && r.vehicleId.vehicleRegNum !== '')).toBe(true);
  });

  it('adds 500 vehicles and 5,000 maintenance records at the large scale, plates unique', () => {
    const { vehicles, records } = fleetSeedRows('large', t.accountId);
    expect(vehicles).toHaveLength(DEMO_FLEET.length + FLEET_SEED_EXTRA.large.vehicles);
    expect(records).toHaveLength(DEMO_JOBS.length + FLEET_SEED_EXTRA.large.maintenance);
    expect(FLEET_SEED_EXTRA.large).toEqual({ vehicles: 500, maintenance: 5000 });
    expect(new Set(vehicles.map((v) => regNumKey(v.reg_num))).size).toBe(vehicles.length);
    for (const vehicle of vehicles) expect(toE164(vehicle.phone), vehicle.phone).toBe(vehicle.phone);
    for (const status of MAINTENANCE_STATUSES) expect(records.some((r) => r.status === status)).toBe(true);
    expect([...vehicles, ...records].every((row) => row.account_id === t.accountId)).toBe(true);
  });

  it('seeds each account on its own: the same plates in both, counters moved only for the seeded one', async () => {
    const otherId = await t.newAccount('Other fleet');
    const versions = async (accountId: string) =>
      Object.fromEntries(
        (
          await t.handle.db
            .selectFrom('list_versions')
            .select(['list', 'version'])
            .where('account_id', '=', accountId)
            .execute()
        ).map((row) => [row.list, Number(row.version)]),
      );
    await fleetSeeder.run(t.handle.db, 'small', t.accountId);
    expect(await versions(t.accountId)).toEqual({ vehicles: 1, maintenance: 1 });
    expect(await versions(otherId)).toEqual({});

    expect(await fleetSeeder.run(t.handle.db, 'small', otherId)).toMatchObject({
      vehicles: DEMO_FLEET.length,
    });
    expect(await versions(otherId)).toEqual({ vehicles: 1, maintenance: 1 });
    expect(await versions(t.accountId)).toEqual({ vehicles: 1, maintenance: 1 });

    const { cookie } = await t.signIn('Staff', { accountId: otherId });
    const vehicles: VehicleRecord[] = (
      await t.app.inject({ method: 'GET', url: api.vehicles, headers: { cookie } })
    ).json();
    expect(vehicles).toHaveLength(DEMO_FLEET.length);
    expect(vehicles.map((v) => v.vehicleRegNum)).toContain('GR 2345-21');
    const records: MaintenanceRecord[] = (
      await t.app.inject({ method: 'GET', url: api.maintenanceRecords, headers: { cookie } })
    ).json();
    const ids = new Set(vehicles.map((v) => v._id));
    expect(records.every((r) => ids.has(r.vehicleId._id))).toBe(true);
    // The seed writes no audit events: demo data is not anyone's change.
    expect(await t.handle.db.selectFrom('audit_events').select('id').execute()).toEqual([]);
  });
});
