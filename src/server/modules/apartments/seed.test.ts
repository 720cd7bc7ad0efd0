import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { formatReceiptNumber, MOBILE_MONEY, MOMO_NETWORKS, STANDINGS } from '../../../shared/ledger';
import { tenantTotal } from '../../../shared/money';
import { api } from '../../../shared/paths';
import { toE164 } from '../../../shared/phone';
import type { Apartment } from '../../../shared/schemas/apartments';
import type { Payment } from '../../../shared/schemas/payments';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import { businessToday } from '../../lib/business-day';
import { referenceKey } from '../../lib/receipt-series';
import { standingOf } from '../../lib/rent-standing';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { termsOverlap } from '../rent-records/tenancy';
import { APARTMENT_SEED_COUNTS, apartmentSeedRows, apartmentsSeeder, SEED_ACTOR } from './seed';

const t = freshAppForEachTest();

/** What the small seed writes, as the seeder reports it (payments follow from the tenancies). */
const small = apartmentSeedRows('small', 'any');
const SMALL = {
  apartments: APARTMENT_SEED_COUNTS.small.apartments,
  rent_records: APARTMENT_SEED_COUNTS.small.tenants,
  payments: small.payments.length,
};
/** The payments the list shows: all but the voided copies. */
const LISTED_PAYMENTS = small.payments.filter((payment) => payment.voided_at === null).length;

/** A record's standing as the server derives it (docs/ledger.md §1) from the seeded rows, as of `today`. */
function standingsOf(rows: ReturnType<typeof apartmentSeedRows>, today: string) {
  const paid = new Map<string, number>();
  for (const payment of rows.payments) {
    if (payment.voided_at !== null || payment.tenant_id === null) continue;
    paid.set(payment.tenant_id, (paid.get(payment.tenant_id) ?? 0) + payment.amount_pesewas);
  }
  return rows.tenants.map((tenant) => ({
    tenant,
    standing: standingOf(
      {
        rentedDate: tenant.rented_date,
        noOfMonthsRented: tenant.months_rented,
        monthlyPricePesewas: tenant.monthly_price_pesewas,
        utilityPesewas: tenant.utility_pesewas,
        totalPesewas: tenant.total_pesewas,
        billing: tenant.billing,
      },
      [{ date: today, amountPesewas: paid.get(tenant.id) ?? 0, voided: false }],
      today,
    ).standing,
  }));
}

/** Pairs of Active tenancies on one unit whose terms share a day: the service refuses those (409). */
function overlappingActive(
  records: Pick<RentRecord, 'status' | 'apartmentId' | 'rentedDate' | 'expirationDate'>[],
) {
  const active = records.filter((record) => record.status === 'Active' && record.apartmentId);
  return active.flatMap((a, i) =>
    active.slice(i + 1).filter((b) => a.apartmentId === b.apartmentId && termsOverlap(a, b)),
  );
}

describe('apartments demo seed', () => {
  it('fills an empty account once and the API reads it back', async () => {
    const counts = await apartmentsSeeder.run(t.handle.db, 'small', t.accountId);
    expect(counts).toEqual({ ...SMALL, money_references: expect.any(Number) });
    expect(await apartmentsSeeder.run(t.handle.db, 'small', t.accountId)).toEqual({});

    const { cookie } = await t.signIn('Staff');
    const payments = await t.app.inject({ method: 'GET', url: api.payments, headers: { cookie } });
    expect(payments.json()).toHaveLength(LISTED_PAYMENTS);
    expect(LISTED_PAYMENTS).toBeLessThan(SMALL.payments);
    expect(payments.json()[0].tenant.tenantName).toMatch(/\w+ \w+/);
    const apartments = await t.app.inject({ method: 'GET', url: api.apartments, headers: { cookie } });
    const locations = apartments.json().map((a: { location: string }) => a.location.split(', ')[1]);
    expect(new Set(locations)).toEqual(new Set(['Accra', 'Kumasi']));
  });

  it('moves the lists of a running server: a list read before the seed is not served stale after it', async () => {
    const { cookie } = await t.signIn('Staff');
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    for (const url of [api.apartments, api.rentRecords, api.payments])
      expect((await read(url)).json()).toEqual([]);
    await apartmentsSeeder.run(t.handle.db, 'small', t.accountId);
    expect((await read(api.apartments)).json()).toHaveLength(SMALL.apartments);
    expect((await read(api.rentRecords)).json()).toHaveLength(SMALL.rent_records);
    expect((await read(api.payments)).json()).toHaveLength(LISTED_PAYMENTS);
  });

  it('seeds each account on its own; one account never sees the other’s rows', async () => {
    await apartmentsSeeder.run(t.handle.db, 'small', t.accountId);
    const other = await t.newAccount('Other business');
    const { cookie } = await t.signIn('Admin', { accountId: other });
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await read(api.rentRecords)).json()).toEqual([]);

    expect(await apartmentsSeeder.run(t.handle.db, 'small', other)).toMatchObject(SMALL);
    const tenants = (await read(api.rentRecords)).json() as { _id: string }[];
    expect(tenants).toHaveLength(SMALL.rent_records);
    const ids = new Set(tenants.map((tenant) => tenant._id));
    const payments = (await read(api.payments)).json() as { tenant: { _id: string } }[];
    expect(payments.every((payment) => ids.has(payment.tenant._id))).toBe(true);
    // Both accounts use the same transaction IDs, each in its own reference space.
    for (const table of ['apartments', 'rent_records', 'payments', 'money_references'] as const) {
      const rows = await t.handle.db.selectFrom(table).select('account_id').execute();
      expect(rows.filter((row) => row.account_id === t.accountId)).toHaveLength(rows.length / 2);
    }
    const counters = await t.handle.db.selectFrom('receipt_counters').selectAll().execute();
    expect(counters.map((row) => Number(row.last_number))).toEqual([SMALL.payments, SMALL.payments]);
  });

  it('leaves data the ledger’s rules accept, with every standing, as the API shows it (docs/ledger.md §8)', async () => {
    await apartmentsSeeder.run(t.handle.db, 'small', t.accountId);
    const { cookie } = await t.signIn('Admin');
    const read = async (url: string) => okBody(await t.request('GET', url, { cookie }));
    const records = (await read(api.rentRecords)) as RentRecord[];
    const units = (await read(api.apartments)) as Apartment[];
    const payments = (await read(api.payments)) as Payment[];

    // A mix of standings and billings; tenants on units.
    expect(new Set(records.map((record) => record.standing))).toEqual(new Set(STANDINGS));
    expect(new Set(records.map((record) => record.billing))).toEqual(new Set(['advance', 'monthly']));
    const unitIds = new Set(units.map((unit) => unit._id));
    const active = records.filter((record) => record.status === 'Active');
    expect(active.length).toBeGreaterThan(0);
    for (const record of active) {
      expect(unitIds.has(record.apartmentId ?? ''), record.tenantName).toBe(true);
      expect(record.apartment?._id).toBe(record.apartmentId);
    }
    expect(records.some((record) => record.status === 'Inactive' && record.apartmentId)).toBe(true);

    // One Active tenancy at a time on a unit; every unit with one is Occupied by its current tenant.
    expect(overlappingActive(records)).toEqual([]);
    for (const unit of units) {
      const held = active.filter((record) => record.apartmentId === unit._id);
      if (held.length === 0) {
        expect(['Available', 'Maintenance'], unit.title).toContain(unit.status);
        expect(unit.tenant).toBe('');
        expect(unit.currentTenancy).toBeNull();
        continue;
      }
      expect(unit.status, unit.title).toBe('Occupied');
      expect(unit.currentTenancy).not.toBeNull();
      expect(unit.tenant).toBe(unit.currentTenancy?.tenantName);
      expect(held.map((record) => record._id)).toContain(unit.currentTenancy?._id);
      expect(unit.tenants).toEqual(
        records.filter((record) => record.apartmentId === unit._id).map((record) => record._id),
      );
    }
    expect(units.some((unit) => unit.status !== 'Occupied')).toBe(true);

    // The service takes every Active tenancy back (no 409), and once it has worked each unit out
    // afresh (the tenancy ended, then made Active again) the unit shows what the seed set.
    const unitsBefore = units.map(({ _id, status, tenant }) => ({ _id, status, tenant }));
    const edit = (record: RentRecord, status: RentRecord['status']) =>
      t.request('PUT', api.editRentRecord(record._id), { cookie, payload: { ...record, status } });
    for (const record of active) {
      okBody(await edit(record, 'Active'));
      okBody(await edit(record, 'Inactive'));
      okBody(await edit(record, 'Active'));
    }
    const unitsAfter = ((await read(api.apartments)) as Apartment[]).map(({ _id, status, tenant }) => ({
      _id,
      status,
      tenant,
    }));
    expect(unitsAfter).toEqual(unitsBefore);
    // …and refuses a second Active tenancy over a let unit's current term.
    const taken = active.find((record) => record.rentedDate <= businessToday()) as RentRecord;
    const clash = await t.request('POST', api.addRentRecord, {
      cookie,
      payload: {
        ...taken,
        tenantName: 'Kofi Clash',
        rentedDate: businessToday(),
        expirationDate: addDays(businessToday(), 30),
      },
    });
    expect(clash.statusCode).toBe(409);

    // Receipt numbers 1…n in recording order, voided copies' numbers kept; the next payment takes n + 1.
    const stored = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('account_id', '=', t.accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => Number(row.receipt_number))).toEqual(stored.map((_, index) => index + 1));
    const voided = stored.filter((row) => row.voided_at !== null);
    expect(voided.length).toBeGreaterThan(0);
    for (const row of voided) {
      expect(okBody(await t.request('GET', api.receipt(row.id), { cookie })).voided).toMatchObject({
        by: SEED_ACTOR.name,
      });
    }
    const listed = payments.map((payment) => Number(payment.receiptNumber.slice(4)));
    expect(new Set([...listed, ...voided.map((row) => Number(row.receipt_number))]).size).toBe(stored.length);
    const tenant = records.find((record) => record.status === 'Active') as RentRecord;
    const next = okBody(
      await t.request('POST', api.addPayment, {
        cookie,
        payload: {
          tenant: tenant._id,
          amountPaid: 100,
          method: 'Cash',
          date: businessToday(),
          status: 'Partial',
        },
      }),
    );
    expect(next.receiptNumber).toBe(formatReceiptNumber(stored.length + 1));

    // Mobile Money payments: a network, a unique transaction ID the service holds, the payer's phone.
    const momo = payments.filter((payment) => payment.method === MOBILE_MONEY);
    expect(momo.length).toBeGreaterThan(payments.length / 3);
    expect(payments.filter((payment) => payment.method !== MOBILE_MONEY).length).toBeGreaterThan(0);
    for (const payment of momo) {
      expect(MOMO_NETWORKS).toContain(payment.network);
      expect(payment.reference).toMatch(/^(\d{10,11}|MP\d{6}\.\d{4}\.[A-Z]\d{5})$/);
      expect(toE164(payment.payerPhone ?? '')).toBe(payment.payerPhone);
      expect(payment.recordedBy).toEqual({ _id: SEED_ACTOR.id, name: SEED_ACTOR.name });
    }
    for (const payment of payments.filter((each) => each.method !== MOBILE_MONEY))
      expect([payment.network, payment.reference, payment.payerPhone]).toEqual([null, null, null]);
    const keys = momo.map((payment) => referenceKey(payment.reference ?? ''));
    expect(new Set(keys).size).toBe(keys.length);
    const held = await t.handle.db
      .selectFrom('money_references')
      .selectAll()
      .where('account_id', '=', t.accountId)
      .execute();
    expect(held.map((row) => row.holder_id).sort()).toEqual(momo.map((payment) => payment._id).sort());
    for (const row of held) {
      const holder = momo.find((payment) => payment._id === row.holder_id);
      expect(row).toMatchObject({
        method: MOBILE_MONEY,
        reference_key: referenceKey(holder?.reference ?? ''),
      });
      expect(formatReceiptNumber(Number(row.receipt_number))).toBe(holder?.receiptNumber);
    }
    const [first] = momo;
    const again = await t.request('POST', api.addPayment, {
      cookie,
      payload: {
        tenant: tenant._id,
        amountPaid: 100,
        method: MOBILE_MONEY,
        network: first?.network,
        reference: ` ${first?.reference?.toLowerCase()} `,
        date: businessToday(),
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(first?.receiptNumber);
  });

  it('makes valid Ghanaian phones, exact totals and the large figures, all in the one account', () => {
    const rows = apartmentSeedRows('large', 'account-1');
    const { apartments, tenants, payments } = rows;
    expect([apartments.length, tenants.length]).toEqual([600, 2000]);
    // docs/ledger.md §8: at least 2,000 rent records and 20,000 payments.
    expect(payments.length).toBeGreaterThanOrEqual(20_000);
    for (const tenant of tenants) {
      expect(toE164(tenant.tenant_phone), tenant.tenant_phone).toBe(tenant.tenant_phone);
      expect(tenant.total_pesewas / 100).toBe(
        tenantTotal(tenant.months_rented, tenant.monthly_price_pesewas / 100, tenant.utility_pesewas / 100),
      );
      expect(tenant.expiration_date >= tenant.rented_date).toBe(true);
    }
    expect(new Set(tenants.map((tenant) => tenant.id)).size).toBe(2000);
    const owners = new Set(
      [...apartments, ...tenants, ...payments, ...rows.moneyReferences].map((row) => row.account_id),
    );
    expect(owners).toEqual(new Set(['account-1']));
    // About 35 in 100 billed monthly.
    const monthly = tenants.filter((tenant) => tenant.billing === 'monthly').length / tenants.length;
    expect(monthly).toBeGreaterThan(0.3);
    expect(monthly).toBeLessThan(0.4);
    // A tenant with many payments, for the ledger's figure.
    const perTenant = new Map<string, number>();
    for (const payment of payments)
      perTenant.set(payment.tenant_id ?? '', (perTenant.get(payment.tenant_id ?? '') ?? 0) + 1);
    expect(Math.max(...perTenant.values())).toBeGreaterThanOrEqual(30);
  });

  it('holds the mix whatever day it runs: every standing, one Active tenancy at a time, units in step', () => {
    for (const day of ['2026-01-31', '2026-02-28', '2027-07-01', '2031-12-31']) {
      for (const scale of ['small', 'large', 'account'] as const) {
        const rows = apartmentSeedRows(scale, 'account-1', Date.parse(`${day}T12:00:00Z`));
        const label = `${scale} on ${day}`;
        const standings = standingsOf(rows, day);
        expect(new Set(standings.map((each) => each.standing)), label).toEqual(new Set(STANDINGS));
        const current = standings.filter((each) => each.tenant.status === 'Active');
        expect(new Set(current.map((each) => each.standing)), label).toEqual(new Set(STANDINGS));
        expect(
          rows.payments.every((payment) => payment.date <= day),
          label,
        ).toBe(true);

        const records = rows.tenants.map((tenant) => ({
          status: tenant.status,
          apartmentId: tenant.apartment_id,
          rentedDate: tenant.rented_date,
          expirationDate: tenant.expiration_date,
        }));
        expect(overlappingActive(records), label).toEqual([]);
        for (const unit of rows.apartments) {
          const held = rows.tenants.filter(
            (tenant) => tenant.apartment_id === unit.id && tenant.status === 'Active',
          );
          expect(unit.status === 'Occupied', `${label}: ${unit.title}`).toBe(held.length > 0);
          // The service shows the tenancy covering the day; each let unit has one.
          const covering = held.find((tenant) => tenant.rented_date <= day && day <= tenant.expiration_date);
          expect(covering === undefined, `${label}: ${unit.title}`).toBe(held.length === 0);
          expect(unit.tenant).toBe(covering?.tenant_name ?? '');
        }
        const numbers = rows.payments.map((payment) => payment.receipt_number);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
        const stamps = rows.payments.map((payment) => payment.created_at);
        expect([...stamps].sort()).toEqual(stamps);
      }
    }
  });

  it('is the same every run for one day (the generator is seeded); only the ids differ', () => {
    const now = Date.parse('2026-05-05T08:00:00Z');
    const strip = (rows: ReturnType<typeof apartmentSeedRows>) =>
      JSON.stringify([
        rows.tenants.length,
        ...rows.payments.map(({ id: _id, tenant_id: _t, ...rest }) => rest),
      ]);
    expect(strip(apartmentSeedRows('small', 'a', now))).toBe(strip(apartmentSeedRows('small', 'a', now)));
  });
});
