import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/common';
import { okBody } from '../../test/api-checks';
import { keyedAddChecks } from '../../test/keyed-add-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { ODOMETER_KEY_REUSED } from './service';
import { odometerBody } from './test-data';

const t = freshAppForEachTest('Staff');
const addVehicle = async () =>
  okBody(await t.request('POST', api.addVehicle, { cookie: t.cookie, payload: vehicleBody() }))._id as string;

// A reading taken by hand once per Idempotency-Key (docs/decisions/139-once-per-key-for-more-adds.md).
keyedAddChecks(t, {
  prepare: async (cookie) => {
    const vehicle = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }));
    return {
      url: api.vehicleOdometer(vehicle._id),
      body: (other) => odometerBody(other ? { km: 45_300 } : {}),
    };
  },
  table: 'odometer_readings',
  entity: 'odometer_reading',
  reused: ODOMETER_KEY_REUSED,
});

describe('a reading key used on another vehicle', () => {
  const KEY = 'Zq8wLm3Rt6Yp1Vx4Nc7B';
  const send = (vehicleId: string) =>
    t.app.inject({
      method: 'POST',
      url: api.vehicleOdometer(vehicleId),
      payload: odometerBody(),
      headers: { cookie: t.cookie, [IDEMPOTENCY_HEADER]: KEY },
    });

  it('is refused with 409, one after the other and at the same moment', async () => {
    const [first, second, third] = [await addVehicle(), await addVehicle(), await addVehicle()];
    expect((await send(first)).statusCode).toBe(200);
    const other = await send(second);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(ODOMETER_KEY_REUSED);
    // Two vehicles' rows are two locks: the account's unique index decides between them.
    await t.handle.db.deleteFrom('odometer_readings').execute();
    const answers = await Promise.all([send(second), send(third)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.handle.db.selectFrom('odometer_readings').select('id').execute()).toHaveLength(1);
  });
});
