import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../connection';
import { oldTenancy } from './old-rows';

// biome-ignore lint/suspicious/noExplicitAny: the rows of a database made by migrations 0001 to 0006.
type OldDb = Kysely<any>;

const at = (minute: number) => `2026-05-01T08:${String(minute).padStart(2, '0')}:00.000Z`;

/** Two businesses with payments recorded in an order unlike their ids' or dates' order. */
async function fillBeforeReceipts(db: Db) {
  const old = db as unknown as OldDb;
  const stamp = { created_at: at(0), updated_at: at(0) };
  await old
    .insertInto('accounts')
    .values([
      { id: 'acc-a', name: 'A', ...stamp },
      { id: 'acc-b', name: 'B', ...stamp },
    ])
    .execute();
  await old
    .insertInto('rent_records')
    .values(
      ['acc-a', 'acc-b'].map((account) => ({
        ...oldTenancy(`rr-${account}`, account, `Tenant of ${account}`),
        ...stamp,
      })),
    )
    .execute();
  // [id, account, recorded at minute, payment date]
  const payments: [string, string, number, string][] = [
    ['p-z', 'acc-a', 1, '2026-03-01'],
    ['p-a', 'acc-a', 2, '2026-01-01'],
    ['p-m', 'acc-b', 3, '2026-02-01'],
    ['p-b', 'acc-a', 4, '2026-02-01'],
    ['p-c', 'acc-b', 5, '2026-01-01'],
  ];
  await old
    .insertInto('payments')
    .values(
      payments.map(([id, account, minute, date]) => ({
        id,
        account_id: account,
        tenant_id: `rr-${account}`,
        tenant_name: `Tenant of ${account}`,
        amount_pesewas: 10000,
        method: 'Cash',
        date,
        status: 'Partial',
        created_at: at(minute),
        updated_at: at(minute),
        request_key: null,
      })),
    )
    .execute();
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('migration 0007 on an install that has payments', () => {
  it('numbers the payments of each account in the order they were recorded, and goes on from there', async () => {
    t = await createTestApp({}, { upgrade: { migrations: 6, fill: fillBeforeReceipts } });
    const rows = await t.handle.db
      .selectFrom('payments')
      .select(['id', 'account_id', 'receipt_number', 'voided_at', 'reference'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.id, row.account_id, Number(row.receipt_number)])).toEqual([
      ['p-a', 'acc-a', 2],
      ['p-b', 'acc-a', 3],
      ['p-c', 'acc-b', 2],
      ['p-m', 'acc-b', 1],
      ['p-z', 'acc-a', 1],
    ]);
    expect(rows.every((row) => row.voided_at === null && row.reference === null)).toBe(true);
    const counters = await t.handle.db
      .selectFrom('receipt_counters')
      .selectAll()
      .orderBy('account_id')
      .execute();
    expect(counters.map((row) => [row.account_id, Number(row.last_number)])).toEqual([
      ['acc-a', 3],
      ['acc-b', 2],
    ]);
    const tenancy = await t.handle.db
      .selectFrom('rent_records')
      .select(['apartment_id', 'billing'])
      .where('id', '=', 'rr-acc-a')
      .executeTakeFirstOrThrow();
    expect(tenancy).toEqual({ apartment_id: null, billing: 'advance' });

    const { cookie } = await t.signIn('Staff', { accountId: 'acc-a' });
    const next = await t.request('POST', api.addPayment, {
      cookie,
      payload: { tenant: 'rr-acc-a', amountPaid: 10, date: '2026-04-01', method: 'Cash' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().receiptNumber).toBe('RCT-000004');
    const old = await t.request('GET', api.payment('p-z'), { cookie });
    expect(old.json()).toMatchObject({ receiptNumber: 'RCT-000001', recordedBy: null, balanceAfter: 900 });
  });
});
