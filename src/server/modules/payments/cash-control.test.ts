/**
 * Cash control on payments (docs/decisions/113-cash-control.md): Staff change a payment's amount, day
 * or method only on the day they recorded it themselves; later, or someone else's, is for a Manager or
 * an Admin. A refusal changes nothing; every accepted change is in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import type { Payment } from '../../../shared/schemas/payments';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { auditEventsOf } from '../vehicles/test-data';

const t = freshAppForEachTest('Staff');

async function recordAs(cookie: string): Promise<Payment> {
  const tenant = okBody(await t.request('POST', api.addRentRecord, { cookie, payload: rentRecordBody() }))
    .data._id;
  const payload = { tenant, amountPaid: 500, method: 'Cash', date: '2026-02-01', status: 'Partial' };
  return okBody(await t.request('POST', api.addPayment, { cookie, payload }));
}

const edit = (payment: Payment, changes: Record<string, unknown>, cookie = t.cookie) =>
  t.request('PUT', api.editPayment(payment._id), {
    cookie,
    payload: { amountPaid: 500, method: 'Cash', date: '2026-02-01', status: 'Partial', ...changes },
  });

/** Moves the payment's recording back a day, as if recorded yesterday. */
async function recordedYesterday(payment: Payment) {
  await t.handle.db
    .updateTable('payments')
    .set({ created_at: new Date(Date.now() - 86_400_000).toISOString() })
    .where('id', '=', payment._id)
    .execute();
}

const storedRow = (payment: Payment) =>
  t.handle.db.selectFrom('payments').selectAll().where('id', '=', payment._id).executeTakeFirstOrThrow();

/** The call is refused with `message` and the payment, its audit trail and every figure stay as they were. */
async function expectRefused(call: () => ReturnType<typeof edit>, payment: Payment, message: string) {
  const before = await storedRow(payment);
  const events = (await auditEventsOf(t)).length;
  const response = await call();
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().message).toBe(message);
  expect(await storedRow(payment)).toEqual(before);
  expect(await auditEventsOf(t)).toHaveLength(events);
}

describe('cash control on payments', () => {
  it('lets Staff change the amount, day and method of their own payment on the day they recorded it', async () => {
    const payment = await recordAs(t.cookie);
    const response = await edit(payment, { amountPaid: 450, date: '2026-02-03', method: 'Mobile Money' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amountPaid: 450, date: '2026-02-03', method: 'Mobile Money' });
    const updated = (await auditEventsOf(t)).filter((event) => event.action === 'update');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      entity: 'payment',
      entityId: payment._id,
      before: { amountPaid: 500, method: 'Cash' },
      after: { amountPaid: 450, method: 'Mobile Money' },
    });
  });

  it.each([
    ['amount', { amountPaid: 499.99 }],
    ['day', { date: '2026-02-02' }],
    ['method', { method: 'Bank Transfer' }],
  ])('refuses Staff a change of the %s of their own payment recorded yesterday', async (_what, changes) => {
    const payment = await recordAs(t.cookie);
    await recordedYesterday(payment);
    await expectRefused(() => edit(payment, changes), payment, MESSAGES.cashChangeLater);
  });

  it("refuses Staff a change of the amount of a Manager's payment, even the same day", async () => {
    const { cookie: manager } = await t.signIn('Manager');
    const payment = await recordAs(manager);
    await expectRefused(() => edit(payment, { amountPaid: 1 }), payment, MESSAGES.cashChangeOthers);
  });

  it('lets Staff change the other fields of a payment recorded yesterday, the money sent back as it is', async () => {
    const payment = await recordAs(t.cookie);
    await recordedYesterday(payment);
    // The edit form sends the amount as text and the day without a time: the same money.
    const response = await edit(payment, { amountPaid: '500.00', status: 'Completed', reference: 'TX-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amountPaid: 500, status: 'Completed', reference: 'TX-1' });
  });

  it.each(['Manager', 'Admin'] as const)(
    "lets a %s change any payment's money, on any day, in the audit log",
    async (role) => {
      const { cookie, user } = await t.signIn(role);
      const staffs = await recordAs(t.cookie);
      await recordedYesterday(staffs);
      const response = await edit(staffs, { amountPaid: 300, method: 'Mobile Money' }, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ amountPaid: 300, method: 'Mobile Money' });
      const events = await auditEventsOf(t);
      expect(events.at(-1)).toMatchObject({
        action: 'update',
        entityId: staffs._id,
        actor: { _id: user._id },
        before: { amountPaid: 500 },
        after: { amountPaid: 300 },
      });
    },
  );
});
