import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenantTotal } from '../../../shared/money';
import { api } from '../../../shared/paths';
import { toE164 } from '../../../shared/phone';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APARTMENT_SEED_COUNTS, apartmentSeedRows, apartmentsSeeder } from './seed';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('apartments demo seed', () => {
  it('fills an empty database once and the API reads it back', async () => {
    const counts = await apartmentsSeeder.run(t.handle.db, 'small');
    expect(counts).toEqual({
      apartments: APARTMENT_SEED_COUNTS.small.apartments,
      rent_records: APARTMENT_SEED_COUNTS.small.tenants,
      payments: APARTMENT_SEED_COUNTS.small.payments,
    });
    expect(await apartmentsSeeder.run(t.handle.db, 'small')).toEqual({});

    const { cookie } = await t.signIn('Staff');
    const payments = await t.app.inject({ method: 'GET', url: api.payments, headers: { cookie } });
    expect(payments.json()).toHaveLength(APARTMENT_SEED_COUNTS.small.payments);
    expect(payments.json()[0].tenant.tenantName).toMatch(/\w+ \w+/);
    const apartments = await t.app.inject({ method: 'GET', url: api.apartments, headers: { cookie } });
    const locations = apartments.json().map((a: { location: string }) => a.location.split(', ')[1]);
    expect(new Set(locations)).toEqual(new Set(['Accra', 'Kumasi']));
  });

  it('makes valid Ghanaian phones, exact totals and the large figures', () => {
    const { apartments, tenants, payments } = apartmentSeedRows('large');
    expect([apartments.length, tenants.length, payments.length]).toEqual([200, 2000, 5000]);
    for (const tenant of tenants) {
      expect(toE164(tenant.tenant_phone), tenant.tenant_phone).toBe(tenant.tenant_phone);
      expect(tenant.total_pesewas / 100).toBe(
        tenantTotal(tenant.months_rented, tenant.monthly_price_pesewas / 100, tenant.utility_pesewas / 100),
      );
      expect(tenant.expiration_date >= tenant.rented_date).toBe(true);
    }
    expect(new Set(tenants.map((tenant) => tenant.id)).size).toBe(2000);
  });
});
