import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { Alert } from '../../../shared/schemas/reminders';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import type { TestApp } from '../../test/test-app';
import { rentalBody } from '../contracts/test-data';
import { pay, payingBusiness, secretOf, testWebhook } from '../online-payments/test-data';
import { vehicleBody } from '../vehicles/test-data';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** A rent payment made online through the statement link and approved for `paid` (the asked amount by default). */
async function paidOnline(t: TestApp, token: string, asked: number, paid = asked) {
  const started = okBody(await pay(t, token, { amount: asked, phone: '0245550101' }));
  const approve = { reference: started.reference, status: 'success', secret: secretOf(started.checkoutUrl) };
  const answer = await testWebhook(t, paid === asked ? approve : { ...approve, amount: paid });
  expect(answer.statusCode).toBe(200);
  return started.reference as string;
}

const online = (alerts: Alert[]) => alerts.filter((alert) => alert.kind.includes('online'));

describe('online payments in the alert feed (docs/collect.md §2)', () => {
  it('shows a payment received as info, and a differing amount as overdue, counted apart', async () => {
    const { t, cookie, tenantId, token } = await payingBusiness();
    current = t;
    await paidOnline(t, token, 150);
    await paidOnline(t, token, 100, 90);
    const feed = online(okBody(await t.request('GET', api.alerts, { cookie })));
    const today = businessToday();
    expect(feed).toEqual([
      expect.objectContaining({
        kind: 'rent_online_amount_differs',
        severity: 'overdue',
        subject: expect.objectContaining({ type: 'rent_record', _id: tenantId, label: 'Kofi Online' }),
        dueDate: today,
        message: 'Paid ₵90.00 online where ₵100.00 was asked, receipt RCT-000002',
      }),
      expect.objectContaining({
        kind: 'rent_paid_online',
        severity: 'info',
        message: expect.stringMatching(
          /^Online payment received: ₵150\.00 from Kofi Online \(.+\), receipt RCT-000001$/,
        ),
      }),
      expect.objectContaining({
        kind: 'rent_paid_online',
        severity: 'info',
        message: expect.stringMatching(/^Online payment received: ₵90\.00 from Kofi Online .*RCT-000002$/),
      }),
    ]);
    // Overdue first, then news; both news alerts are today's, so the order between them is by key.
    expect(feed[0]?.severity).toBe('overdue');

    const page = okBody(await t.request('GET', `${api.alerts}?page=1&module=apartments`, { cookie }));
    expect(page.totals).toMatchObject({ info: 2 });
    expect(page.totals.overdue).toBeGreaterThanOrEqual(1);
    const news = okBody(await t.request('GET', `${api.alerts}?page=1&severity=info`, { cookie }));
    expect(news.items.map((alert: Alert) => alert.kind)).toEqual(['rent_paid_online', 'rent_paid_online']);
    expect(news.totals).toEqual({ overdue: 0, soon: 0, info: 2 });
    // The vehicles' dashboard sees none of the rent's.
    const vehicles: Alert[] = okBody(await t.request('GET', `${api.alerts}?module=vehicles`, { cookie }));
    expect(online(vehicles)).toEqual([]);
  });

  it('drops a payment received after a week, keeps a differing amount until it is dismissed', async () => {
    const { t, cookie, token } = await payingBusiness();
    current = t;
    await paidOnline(t, token, 100, 90);
    // Paid a week ago: outside the seven days (today included).
    await t.handle.db
      .updateTable('payment_intents')
      .set({ updated_at: `${addDays(businessToday(), -7)}T09:00:00.000Z` })
      .execute();
    const feed = online(okBody(await t.request('GET', api.alerts, { cookie })));
    expect(feed.map((alert) => [alert.kind, alert.severity])).toEqual([
      ['rent_online_amount_differs', 'overdue'],
    ]);
    const [differs] = feed;
    okBody(await t.request('POST', api.alertsDismiss, { cookie, payload: { key: differs?.key } }));
    expect(online(okBody(await t.request('GET', api.alerts, { cookie })))).toEqual([]);
    const hidden = okBody(await t.request('GET', api.alertsHidden, { cookie }));
    expect(hidden.map((each: { alert: Alert }) => each.alert.key)).toEqual([differs?.key]);
  });

  it("never shows another business's paid intents", async () => {
    const { t, cookie, tenantId } = await payingBusiness();
    current = t;
    const other = await t.newAccount('Other business');
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('payment_intents')
      .values({
        id: 'other-intent',
        account_id: other,
        reference: 'PMOTHERBUSINESS0000000001',
        provider: 'test',
        record_kind: 'rent',
        record_id: tenantId,
        amount_pesewas: 10000,
        paid_pesewas: 5000,
        phone: '+233245550101',
        status: 'paid',
        test_secret: null,
        checkout_url: null,
        channel: null,
        network: null,
        provider_transaction_id: null,
        failure: null,
        payment_id: null,
        remittance_id: null,
        next_check_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(online(okBody(await t.request('GET', api.alerts, { cookie })))).toEqual([]);
  });

  it('puts a hire paid online in the vehicles module, on its contract', async () => {
    const { t, cookie } = await payingBusiness();
    current = t;
    const vehicle = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }));
    const vehicleId = (vehicle._id ?? vehicle.data._id) as string;
    const contract = okBody(
      await t.request('POST', api.contracts, {
        cookie,
        payload: rentalBody(vehicleId, { startDate: '2025-06-01', endDate: '2025-06-08' }),
      }),
    );
    const contractId = (contract._id ?? contract.data._id) as string;
    const { url } = okBody(await t.request('POST', api.contractStatementLink(contractId), { cookie }));
    const token = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    await paidOnline(t, token, 300.5);
    const feed = online(okBody(await t.request('GET', `${api.alerts}?module=vehicles`, { cookie })));
    expect(feed).toEqual([
      expect.objectContaining({
        kind: 'hire_paid_online',
        severity: 'info',
        subject: expect.objectContaining({ type: 'contract', _id: contractId, vehicleId }),
        message: expect.stringMatching(
          /^Online payment received: ₵300\.50 from .+ \(.+\), receipt RCT-000001$/,
        ),
      }),
    ]);
  });
});
