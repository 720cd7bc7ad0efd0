import { describe, expect, it } from 'vitest';
import { tenantTotal } from '../../../shared/money';
import { api } from '../../../shared/paths';
import { toE164 } from '../../../shared/phone';
import { freshAppForEachTest } from '../../test/test-app';
import { APARTMENT_SEED_COUNTS, apartmentSeedRows, apartmentsSeeder } from './seed';

const t = freshAppForEachTest();

const SMALL = {
  apartments: APARTMENT_SEED_COUNTS.small.apartments,
  rent_records: APARTMENT_SEED_COUNTS.small.tenants,
  payments: APARTMENT_SEED_COUNTS.small.payments,
};

describe('apartments demo seed', () => {
  it('fills an empty account once and the API reads it back', async () => {
    const counts = await apartmentsSeeder.run(t.handle.db, 'small', t.accountId);
    expect(counts).toEqual(SMALL);
    expect(await apartmentsSeeder.run(t.handle.db, 'small', t.accountId)).toEqual({});

    const { cookie } = await t.signIn('Staff');
    const payments = await t.app.inject({ method: 'GET', url: api.payments, headers: { cookie } });
    expect(payments.json()).toHaveLength(APARTMENT_SEED_COUNTS.small.payments);
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
    expect((await read(api.payments)).json()).toHaveLength(SMALL.payments);
  });

  it('seeds each account on its own; one account never sees the other’s rows', async () => {
    await apartmentsSeeder.run(t.handle.db, 'small', t.accountId);
    const other = await t.newAccount('Other business');
    const { cookie } = await t.signIn('Admin', { accountId: other });
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await read(api.rentRecords)).json()).toEqual([]);

    expect(await apartmentsSeeder.run(t.handle.db, 'small', other)).toEqual(SMALL);
    const tenants = (await read(api.rentRecords)).json() as { _id: string }[];
    expect(tenants).toHaveLength(SMALL.rent_records);
    const ids = new Set(tenants.map((tenant) => tenant._id));
    const payments = (await read(api.payments)).json() as { tenant: { _id: string } }[];
    expect(payments.every((payment) => ids.has(payment.tenant._id))).toBe(true);
    for (const table of ['apartments', 'rent_records', 'payments'] as const) {
      const rows = await t.handle.db.selectFrom(table).select('account_id').execute();
      expect(rows.filter((row) => row.account_id === t.accountId)).toHaveLength(rows.length / 2);
    }
  });

  it('makes valid Ghanaian phones, exact totals and the large figures, all in the one account', () => {
    const { apartments, tenants, payments } = apartmentSeedRows('large', 'account-1');
    expect([apartments.length, tenants.length, payments.length]).toEqual([200, 2000, 5000]);
    for (const tenant of tenants) {
      expect(toE164(tenant.tenant_phone), tenant.tenant_phone).toBe(tenant.tenant_phone);
      expect(tenant.total_pesewas / 100).toBe(
        tenantTotal(tenant.months_rented, tenant.monthly_price_pesewas / 100, tenant.utility_pesewas / 100),
      );
      expect(tenant.expiration_date >= tenant.rented_date).toBe(true);
    }
    expect(new Set(tenants.map((tenant) => tenant.id)).size).toBe(2000);
    const owners = new Set([...apartments, ...tenants, ...payments].map((row) => row.account_id));
    expect(owners).toEqual(new Set(['account-1']));
  });
});
