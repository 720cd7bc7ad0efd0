/**
 * Cash control on remittances (docs/decisions/113-cash-control.md): Staff change a remittance's amount,
 * day or method only on the day they recorded it themselves; later, or someone else's, is for a
 * Manager or an Admin. A refusal changes nothing; every accepted change is in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import type { Remittance } from '../../../shared/schemas/hire';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { remittanceBody, rentalBody } from '../contracts/test-data';
import { auditEventsOf, vehicleBody } from '../vehicles/test-data';

const t = freshAppForEachTest('Staff');

async function recordAs(cookie: string): Promise<Remittance> {
  const vehicleId = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }))._id;
  const contract = okBody(await t.request('POST', api.contracts, { cookie, payload: rentalBody(vehicleId) }));
  return okBody(await t.request('POST', api.remittances, { cookie, payload: remittanceBody(contract._id) }));
}

const edit = (remittance: Remittance, changes: Record<string, unknown>, cookie = t.cookie) =>
  t.request('PUT', api.remittance(remittance._id), {
    cookie,
    payload: remittanceBody(remittance.contractId, changes),
  });

/** Moves the remittance's recording back a day, as if recorded yesterday. */
async function recordedYesterday(remittance: Remittance) {
  await t.handle.db
    .updateTable('remittances')
    .set({ created_at: new Date(Date.now() - 86_400_000).toISOString() })
    .where('id', '=', remittance._id)
    .execute();
}

const stored = async (remittance: Remittance) => ({
  remittance: await t.handle.db
    .selectFrom('remittances')
    .selectAll()
    .where('id', '=', remittance._id)
    .executeTakeFirstOrThrow(),
  contract: await t.handle.db
    .selectFrom('hire_contracts')
    .selectAll()
    .where('id', '=', remittance.contractId)
    .executeTakeFirstOrThrow(),
});

/** The call is refused with `message`; the remittance, its contract and the audit trail stay as they were. */
async function expectRefused(call: () => ReturnType<typeof edit>, remittance: Remittance, message: string) {
  const before = await stored(remittance);
  const events = (await auditEventsOf(t)).length;
  const response = await call();
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().message).toBe(message);
  expect(await stored(remittance)).toEqual(before);
  expect(await auditEventsOf(t)).toHaveLength(events);
}

describe('cash control on remittances', () => {
  it('lets Staff change the amount, day and method of their own remittance on the day they recorded it', async () => {
    const remittance = await recordAs(t.cookie);
    const response = await edit(remittance, { amount: 250, date: '2026-03-03', method: 'Mobile Money' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 250, date: '2026-03-03', method: 'Mobile Money' });
    const updated = (await auditEventsOf(t)).filter((event) => event.action === 'update');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      entity: 'remittance',
      entityId: remittance._id,
      before: { amount: 300, method: 'Cash' },
      after: { amount: 250, method: 'Mobile Money' },
    });
  });

  it.each([
    ['amount', { amount: 299.99 }],
    ['day', { date: '2026-03-03' }],
    ['method', { method: 'Bank Transfer' }],
  ])(
    'refuses Staff a change of the %s of their own remittance recorded yesterday',
    async (_what, changes) => {
      const remittance = await recordAs(t.cookie);
      await recordedYesterday(remittance);
      await expectRefused(() => edit(remittance, changes), remittance, MESSAGES.cashChangeLater);
    },
  );

  it("refuses Staff a change of the amount of a Manager's remittance, even the same day", async () => {
    const { cookie: manager } = await t.signIn('Manager');
    const remittance = await recordAs(manager);
    await expectRefused(() => edit(remittance, { amount: 1 }), remittance, MESSAGES.cashChangeOthers);
  });

  it('lets Staff change the note of a remittance recorded yesterday', async () => {
    const remittance = await recordAs(t.cookie);
    await recordedYesterday(remittance);
    const response = await edit(remittance, { amount: '300.00', note: 'Paid at the station' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 300, note: 'Paid at the station' });
  });

  it.each(['Manager', 'Admin'] as const)(
    "lets a %s change any remittance's money, on any day, in the audit log",
    async (role) => {
      const { cookie, user } = await t.signIn(role);
      const staffs = await recordAs(t.cookie);
      await recordedYesterday(staffs);
      const response = await edit(staffs, { amount: 200, method: 'Mobile Money' }, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ amount: 200, method: 'Mobile Money' });
      expect((await auditEventsOf(t)).at(-1)).toMatchObject({
        action: 'update',
        entityId: staffs._id,
        actor: { _id: user._id },
        before: { amount: 300 },
        after: { amount: 200 },
      });
    },
  );
});
