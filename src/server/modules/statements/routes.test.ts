import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { buildApp } from '../../app';
import { okBody } from '../../test/api-checks';
import { createTestApp, freshAppForEachTest, type TestApp } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { remittanceBody, workAndPayBody } from '../contracts/test-data';
import { vehicleBody } from '../vehicles/test-data';
import { findStatementLink, payableAmounts } from '.';

const t = freshAppForEachTest('Manager');

/** What the helpers need of an app: the per-test one or one made with its own settings. */
type Client = Pick<TestApp, 'request' | 'handle'>;

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** A monthly tenancy from 2026-01-01: GHC 150.50 utility, then GHC 800 a month for 12 months. */
async function aTenant(app: Client, cookie: string, name = 'Akosua Mensah') {
  const added = okBody(
    await app.request('POST', api.addRentRecord, {
      cookie,
      payload: rentRecordBody({ tenantName: name, billing: 'monthly' }),
    }),
  );
  return added.data._id as string;
}

async function pay(app: Client, cookie: string, tenant: string, amountPaid: number, date = '2026-02-01') {
  return okBody(
    await app.request('POST', api.addPayment, {
      cookie,
      payload: { tenant, amountPaid, method: 'Cash', Date: date, status: 'Partial' },
    }),
  );
}

async function linkOf(app: Client, cookie: string, tenant: string) {
  return okBody(await app.request('POST', api.tenancyStatementLink(tenant), { cookie })).url as string;
}

async function takeOnlinePayments(app: Client, accountId: string, provider: 'test' | 'paystack' | 'none') {
  await app.handle.db
    .insertInto('payment_settings')
    .values({ account_id: accountId, provider, updated_at: new Date().toISOString() })
    .execute();
}

describe('statement links (docs/collect.md §1)', () => {
  it('makes one link on first use and keeps it; renewing kills the old one at once', async () => {
    const tenant = await aTenant(t, t.cookie);
    const first = await linkOf(t, t.cookie, tenant);
    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/s\/[A-Za-z0-9_-]{32}$/);
    expect(await linkOf(t, t.cookie, tenant)).toBe(first);
    const renewed = okBody(
      await t.request('POST', api.renewTenancyStatementLink(tenant), { cookie: t.cookie }),
    );
    expect(renewed.url).not.toBe(first);
    const old = await t.request('GET', api.publicStatement(tokenOf(first)));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: expect.any(String) });
    expect((await t.request('GET', api.publicStatement(tokenOf(renewed.url)))).statusCode).toBe(200);
    expect(await linkOf(t, t.cookie, tenant)).toBe(renewed.url);
    const events = await t.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', tenant)
      .execute();
    const renewal = events.find((event) => event.after?.includes('New link'));
    expect(renewal).toBeDefined();
    expect(JSON.stringify(events)).not.toContain(tokenOf(renewed.url));
  });

  it('makes one link when several first uses arrive at once', async () => {
    const tenant = await aTenant(t, t.cookie);
    const urls = await Promise.all(Array.from({ length: 8 }, () => linkOf(t, t.cookie, tenant)));
    expect(new Set(urls).size).toBe(1);
    const rows = await t.handle.db
      .selectFrom('statement_links')
      .select('token')
      .where('record_id', '=', tenant)
      .execute();
    expect(rows.map((row) => row.token)).toEqual([tokenOf(urls[0] ?? '')]);
  });

  it('builds links on PUBLIC_URL when it is set', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://rent.example.com/' });
    try {
      const { cookie } = await app.signIn('Staff');
      const tenant = await aTenant(app, cookie);
      expect(await linkOf(app, cookie, tenant)).toMatch(
        /^https:\/\/rent\.example\.com\/s\/[A-Za-z0-9_-]{32}$/,
      );
    } finally {
      await app.close();
    }
  });

  it('lets Staff copy a link but not replace it; another account’s record is not found', async () => {
    const tenant = await aTenant(t, t.cookie);
    const { cookie: staff } = await t.signIn('Staff');
    expect((await t.request('POST', api.tenancyStatementLink(tenant), { cookie: staff })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request('POST', api.renewTenancyStatementLink(tenant), { cookie: staff })).statusCode,
    ).toBe(403);
    const other = await t.newAccount('Other business');
    const { cookie: stranger } = await t.signIn('Admin', { accountId: other });
    for (const url of [api.tenancyStatementLink(tenant), api.renewTenancyStatementLink(tenant)])
      expect((await t.request('POST', url, { cookie: stranger })).statusCode).toBe(404);
    expect(
      (await t.request('POST', api.contractStatementLink(tenant), { cookie: t.cookie })).statusCode,
    ).toBe(404);
  });

  it('shows a rent record’s statement exact to the pesewa, its last 12 lines and only its receipts', async () => {
    // The test provider counts only on a server that offers it.
    const app = await createTestApp({ PAYMENTS_TEST_PROVIDER: 'true' });
    try {
      await takeOnlinePayments(app, app.accountId, 'test');
      const { cookie } = await app.signIn('Manager');
      const tenant = await aTenant(app, cookie);
      const neighbour = await aTenant(app, cookie, 'Kwame Boateng');
      const paid = await pay(app, cookie, tenant, 1000.25);
      const voided = await pay(app, cookie, tenant, 10);
      okBody(
        await app.request('DELETE', api.deletePayment(voided._id), { cookie, payload: { reason: 'Twice' } }),
      );
      const theirs = await pay(app, cookie, neighbour, 500);
      const token = tokenOf(await linkOf(app, cookie, tenant));
      const record = okBody(await app.request('GET', api.rentRecord(tenant), { cookie }));
      const ledger = okBody(await app.request('GET', api.tenancyLedger(tenant), { cookie }));

      const statement = okBody(await app.request('GET', api.publicStatement(token)));
      expect(statement).toMatchObject({
        kind: 'rent',
        name: 'Akosua Mensah',
        balance: 8750.25,
        arrears: record.arrears,
        paidThrough: record.paidThrough,
        // 1,000.25 pays the utility (150.50) and January (800): February is the oldest not fully paid.
        nextDueDate: '2026-02-01',
        payNow: { defaultAmount: record.arrears, minAmount: 1, maxAmount: 8750.25 },
      });
      expect(statement.business.name).toBeTruthy();
      expect(ledger.entries.length).toBeGreaterThan(12);
      expect(statement.lines).toHaveLength(12);
      expect(statement.lines.at(-1)).toMatchObject({ balance: ledger.entries.at(-1).balance });
      expect(statement.lines.map((line: { date: string }) => line.date)).toEqual(
        ledger.entries.slice(-12).map((entry: { date: string }) => entry.date),
      );
      expect(statement.receipts).toEqual([
        {
          receiptNumber: paid.receiptNumber,
          date: '2026-02-01',
          amount: 1000.25,
          url: `/s/${token}/receipts/${paid.receiptNumber}`,
          pdfUrl: `/api/public/statements/${token}/receipts/${paid.receiptNumber}/pdf`,
        },
      ]);
      const text = JSON.stringify(statement);
      for (const hidden of [tenant, neighbour, 'Kwame', paid._id, app.accountId])
        expect(text).not.toContain(hidden);

      const receipt = okBody(await app.request('GET', api.publicReceipt(token, paid.receiptNumber)));
      expect(receipt).toMatchObject({
        receiptNumber: paid.receiptNumber,
        amount: 1000.25,
        payer: { name: 'Akosua Mensah' },
      });
      expect(JSON.stringify(receipt)).not.toContain(paid._id);
      const pdf = await app.request('GET', api.publicReceiptPdf(token, paid.receiptNumber));
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      // Another tenant's receipt and a voided one are not this link's.
      for (const number of [theirs.receiptNumber, voided.receiptNumber, 'RCT-999999'])
        expect((await app.request('GET', api.publicReceipt(token, number))).statusCode).toBe(404);

      expect(await findStatementLink(app.handle.db, token)).toEqual({
        accountId: app.accountId,
        recordKind: 'rent',
        recordId: tenant,
      });
      expect(await payableAmounts(app.handle.db, app.accountId, 'rent', tenant)).toEqual({
        defaultPesewas: Math.round(record.arrears * 100),
        minPesewas: 100,
        maxPesewas: 875_025,
      });
    } finally {
      await app.close();
    }
  });

  it('offers no Pay now without a provider, nor with the test one on a server that does not offer it', async () => {
    const tenant = await aTenant(t, t.cookie);
    const token = tokenOf(await linkOf(t, t.cookie, tenant));
    expect(okBody(await t.request('GET', api.publicStatement(token))).payNow).toBeNull();
    await takeOnlinePayments(t, t.accountId, 'test');
    expect(okBody(await t.request('GET', api.publicStatement(token))).payNow).toBeNull();
    await t.handle.db.updateTable('payment_settings').set({ provider: 'paystack' }).execute();
    expect(okBody(await t.request('GET', api.publicStatement(token))).payNow).not.toBeNull();
  });

  it('shows a hire contract: progress, its own remittances, two businesses apart', async () => {
    await takeOnlinePayments(t, t.accountId, 'paystack');
    const vehicle = okBody(
      await t.request('POST', api.addVehicle, { cookie: t.cookie, payload: vehicleBody() }),
    );
    const contract = okBody(
      await t.request('POST', api.contracts, { cookie: t.cookie, payload: workAndPayBody(vehicle._id) }),
    );
    const remittance = okBody(
      await t.request('POST', api.remittances, {
        cookie: t.cookie,
        payload: remittanceBody(contract._id, { amount: 1300.55, date: '2026-01-12' }),
      }),
    );
    const url = okBody(
      await t.request('POST', api.contractStatementLink(contract._id), { cookie: t.cookie }),
    ).url;
    const token = tokenOf(url);
    const office = okBody(await t.request('GET', api.contract(contract._id), { cookie: t.cookie }));
    const statement = okBody(await t.request('GET', api.publicStatement(token)));
    expect(statement).toMatchObject({
      kind: 'hire',
      name: office.hirer.name,
      vehicle: { vehicleRegNum: vehicle.vehicleRegNum },
      balance: 52_000 - 1300.55,
      arrears: office.arrears,
      nextDueDate: office.nextDueDate,
      progress: office.progress,
      receipts: [{ receiptNumber: remittance.receiptNumber, amount: 1300.55, date: '2026-01-12' }],
    });
    expect(statement.lines.length).toBeLessThanOrEqual(12);
    expect(statement.payNow).toMatchObject({ minAmount: 1, maxAmount: 52_000 - 1300.55 });
    expect(JSON.stringify(statement)).not.toContain(contract._id);

    // A second business's link shows its own contract only.
    const other = await t.newAccount('Other business');
    const { cookie } = await t.signIn('Admin', { accountId: other });
    const theirVehicle = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }));
    const theirs = okBody(
      await t.request('POST', api.contracts, {
        cookie,
        payload: workAndPayBody(theirVehicle._id, { hirer: { ...contract.hirer, name: 'Abena Owusu' } }),
      }),
    );
    const theirToken = tokenOf(
      okBody(await t.request('POST', api.contractStatementLink(theirs._id), { cookie })).url,
    );
    const theirStatement = okBody(await t.request('GET', api.publicStatement(theirToken)));
    expect(theirStatement).toMatchObject({ name: 'Abena Owusu', receipts: [], payNow: null });
    expect((await t.request('GET', api.publicReceipt(theirToken, remittance.receiptNumber))).statusCode).toBe(
      404,
    );
  });
});

describe('the public surface (docs/collect.md §1)', () => {
  it('answers noindex on every public answer, 404s included', async () => {
    for (const url of [
      api.publicStatement('no-such-token'),
      '/s/no-such-token',
      '/api/public/nothing-here',
    ]) {
      const response = await t.request('GET', url);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    expect((await t.request('GET', api.publicStatement('no-such-token'))).statusCode).toBe(404);
  });

  it('refuses the 61st request of a minute from one address with 429, not the webhooks', async () => {
    for (let index = 0; index < 60; index += 1)
      expect((await t.request('GET', api.publicStatement(`missing-${index}`))).statusCode).toBe(404);
    const refused = await t.request('GET', api.publicStatement('missing-61'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too many requests/i);
    expect(refused.headers['x-robots-tag']).toBe('noindex');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.request('GET', '/s/some-token')).statusCode).toBe(429);
    expect((await t.request('POST', '/api/public/pay/webhooks/test')).statusCode).not.toBe(429);
    // The office's own routes are not counted.
    expect((await t.request('GET', api.health)).statusCode).toBe(200);
  });

  it('never writes a token to the logs', async () => {
    const tenant = await aTenant(t, t.cookie);
    const token = tokenOf(await linkOf(t, t.cookie, tenant));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      db: t.handle.db,
      engine: t.handle.engine,
      logger: { level: 'trace', stream },
    });
    try {
      for (const url of [
        api.publicStatement(token),
        `/s/${token}`,
        `/s/${token}/receipts/RCT-000001`,
        api.publicReceiptPdf(token, 'RCT-000001'),
        `/pay/test/${token}`,
        `/api/public/pay/test/${token}`,
        `/api/public/statements/${token}/pay/${token}`,
      ])
        await app.inject({ method: 'GET', url });
      await app.inject({
        method: 'POST',
        url: api.renewTenancyStatementLink(tenant),
        headers: { cookie: t.cookie },
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/public/statements/[token]');
    expect(log).toContain('/s/[token]');
    expect(log).not.toContain(token);
  });
});
