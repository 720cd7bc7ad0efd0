import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { rentRecordBody } from '../modules/apartments/test-data';
import { dailySalesBody, HIRER, remittanceBody } from '../modules/contracts/test-data';
import { vehicleBody } from '../modules/vehicles/test-data';
import { okBody } from '../test/api-checks';
import { createTestApp, freshAppForEachTest, type TestApp } from '../test/test-app';
import { migrations } from './migrations';
import { oldBusinessWithPayments, oldFleetWithJobs } from './migrations/old-rows';
import type { Database } from './schema';
import { keysMatching } from './text-search';

/**
 * The lists' trigram search (docs/decisions/096-trigram-search.md) finds exactly what reading every
 * row would, after writes, edits, voids and rows removed outright, and the database answers it from
 * the trigram index.
 */

/** Rows of a business that count whose searched text holds `text` (case-insensitive), by reading every row. */
async function countedByReading(
  db: Kysely<Database>,
  accountId: string,
  list: 'payments' | 'remittances',
  text: string,
) {
  const rows = await db
    .selectFrom(list)
    .where('account_id', '=', accountId)
    .where('voided_at', 'is', null)
    .selectAll()
    .execute();
  const needle = text.toLowerCase();
  return rows.filter((row) =>
    [row.reference, 'tenant_name' in row ? row.tenant_name : null].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  ).length;
}

describe('trigram search', () => {
  const t = freshAppForEachTest('Admin');
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown) =>
    t.request(method, url, { cookie: t.cookie, payload });
  const totalOf = async (url: string, q: string) =>
    okBody(
      await t.request('GET', `${url}?${new URLSearchParams({ q, page: '1', pageSize: '5' })}`, {
        cookie: t.cookie,
      }),
    ).total as number;

  it('finds what reading every row finds, after records, edits, voids and rows removed outright', async () => {
    const tenant = okBody(await send('POST', api.addRentRecord, rentRecordBody({ tenantName: 'Efua Ansah' })))
      .data._id as string;
    const vehicleId = okBody(
      await send('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 4040-26' })),
    )._id;
    const contract = okBody(
      await send('POST', api.contracts, dailySalesBody(vehicleId, { hirer: HIRER })),
    )._id;
    // A transaction ID names one payment or remittance in the business: the remittances' end in -R.
    const momo = (reference: string) => ({
      method: 'Mobile Money' as const,
      network: 'MTN MoMo' as const,
      reference,
    });
    const payment = (reference: string) => ({
      tenant,
      amountPaid: 10,
      date: '2026-02-02',
      status: 'Partial',
      ...momo(reference),
    });
    const remittance = (reference: string) => remittanceBody(contract, momo(`${reference}-R`));
    const payments: string[] = [];
    const remittances: string[] = [];
    for (const reference of ['MP241126.1001.AB', 'MP241126.2002.cd', 'TX-77_5%', 'mp9']) {
      payments.push(okBody(await send('POST', api.addPayment, payment(reference)))._id);
      remittances.push(okBody(await send('POST', api.remittances, remittance(reference)))._id);
    }
    // An edit moves a row to its new words; a void and a row removed outright leave the search.
    okBody(await send('PUT', api.editPayment(payments[0] as string), payment('ZZ-NEW-REF')));
    okBody(await send('PUT', api.remittance(remittances[0] as string), remittance('ZZ-NEW-REF')));
    okBody(await send('DELETE', api.deletePayment(payments[1] as string), { reason: 'Recorded twice' }));
    okBody(await send('DELETE', api.remittance(remittances[1] as string), { reason: 'Recorded twice' }));
    await t.handle.db
      .deleteFrom('payments')
      .where('id', '=', payments[2] as string)
      .execute();
    await t.handle.db
      .deleteFrom('remittances')
      .where('id', '=', remittances[2] as string)
      .execute();

    const searches = ['1001', 'mp241126', 'new-ref', 'zz', 'MP9', '77_5', '%', 'efua ans', 'nothing like it'];
    const found: Record<string, number[]> = {};
    for (const q of searches) {
      const [payment, remittance] = [await totalOf(api.payments, q), await totalOf(api.remittances, q)];
      const expected = [
        await countedByReading(t.handle.db, t.accountId, 'payments', q),
        await countedByReading(t.handle.db, t.accountId, 'remittances', q),
      ];
      expect([payment, remittance], q).toEqual(expected);
      found[q] = [payment, remittance];
    }
    // What the edits, voids and removals leave: the test is not vacuous.
    expect(found).toMatchObject({
      '1001': [0, 0],
      mp241126: [0, 0],
      'new-ref': [1, 1],
      MP9: [1, 1],
      '77_5': [0, 0],
      'efua ans': [2, 0],
    });
  });

  it.each([
    ['payments', /SCAN payments_search VIRTUAL TABLE INDEX 0:L/, /payments_(reference|tenant_name)_trigrams/],
    [
      'maintenance_issues',
      /SCAN maintenance_issues_search VIRTUAL TABLE INDEX 0:L/,
      /maintenance_issues_text_trigrams/,
    ],
  ] as const)('answers a search of %s from the trigram index', async (table, sqlitePlan, postgresPlan) => {
    const keys = keysMatching(t.handle.db, table, 'brake pads') ?? sql`select null`;
    const count = t.handle.db
      .selectFrom(table)
      .where(
        sql<boolean>`${sql.ref(`${table}.${t.handle.engine === 'sqlite' ? 'rowid' : 'id'}`)} in (${keys})`,
      )
      .select((eb) => eb.fn.countAll().as('count'));
    const compiled = count.compile();
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]);
    if (t.handle.engine === 'sqlite') {
      const plan = await t.handle.db.executeQuery<{ detail: string }>(explain('explain query plan'));
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(sqlitePlan);
      return;
    }
    // A handful of rows is read faster whole, or in the primary key's order; without those ways out,
    // the planner must have the index.
    const plan = await t.handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      return trx.executeQuery<{ 'QUERY PLAN': string }>(explain('explain'));
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(postgresPlan);
  });
});

describe('migration 0018 on an install that has payments', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('indexes the payments already recorded, and keeps indexing from there on', async () => {
    const through0017 = migrations.findIndex((migration) => migration.name === '0018_search_indexes');
    const app = await createTestApp(
      {},
      { upgrade: { migrations: through0017, fill: oldBusinessWithPayments } },
    );
    t = app;
    const { cookie } = await app.signIn('Admin', { accountId: 'acc-a' });
    const search = async (q: string) =>
      okBody(
        await app.request('GET', `${api.payments}?${new URLSearchParams({ q, page: '1', pageSize: '5' })}`, {
          cookie,
        }),
      ).items.map((payment: { _id: string }) => payment._id);
    expect(await search('old-77')).toEqual(['p-4']);
    expect((await search('esi')).sort()).toEqual(['p-1', 'p-2', 'p-4']);
    okBody(await app.request('DELETE', api.deletePayment('p-1'), { cookie, payload: { reason: 'typo' } }));
    expect((await search('esi')).sort()).toEqual(['p-2', 'p-4']);
  });
});

describe('migration 0019 on an install that has maintenance records', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('indexes the plates and issues already stored, and keeps indexing from there on', async () => {
    const through0018 = migrations.findIndex((migration) => migration.name === '0019_more_search_indexes');
    const app = await createTestApp(
      {},
      {
        upgrade: {
          migrations: through0018,
          fill: oldFleetWithJobs,
        },
      },
    );
    t = app;
    const { cookie } = await app.signIn('Admin', { accountId: 'acc-a' });
    const search = async (q: string) =>
      okBody(
        await app.request(
          'GET',
          `${api.maintenanceRecords}?${new URLSearchParams({ q, page: '1', pageSize: '5' })}`,
          { cookie },
        ),
      )
        .items.map((job: { _id: string }) => job._id)
        .sort();
    expect(await search('brake')).toEqual(['job-1']);
    expect(await search('gr 1234')).toEqual(['job-1', 'job-2']);
    okBody(await app.request('DELETE', api.deleteMaintenance('job-1'), { cookie }));
    expect(await search('brake')).toEqual([]);
    expect(await search('gr 1234')).toEqual(['job-2']);
  });
});
