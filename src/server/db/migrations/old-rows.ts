import type { Kysely } from 'kysely';
import type { Db } from '../connection';

/** Rows as the migration tests write them into a database made by older migrations (test data only). */

/** A taxi in the `vehicles` table as 0003 made it; add `account_id` for a database from 0006 on. */
export const oldTaxi = (id: string) => ({
  id,
  vehicle_type: 'taxi',
  make: 'Toyota',
  model: 'Corolla',
  reg_num: 'GR 1234-22',
  reg_key: 'GR123422',
  chassis_num: 'CH1',
  driver_name: 'Kwame',
  phone: '+233241112233',
  location: 'Kumasi',
  license_num: 'L1',
  license_type: 'commercial',
  license_exp: '2027-01-01',
});

/** A maintenance job on `oldTaxi(vehicleId)` in the `maintenance_records` table as 0003 made it. */
export const oldJob = (id: string, vehicleId: string) => ({
  id,
  vehicle_id: vehicleId,
  vehicle_ref: vehicleId,
  vehicle_make: 'Toyota',
  vehicle_model: 'Corolla',
  vehicle_reg_num: 'GR 1234-22',
  maintenance_date: '2026-03-01',
});

/** A year's tenancy at GHC 100 a month in the `rent_records` table as 0007 made it (add the stamps). */
export const oldTenancy = (id: string, accountId: string, tenantName: string) => ({
  id,
  account_id: accountId,
  tenant_name: tenantName,
  tenant_phone: '+233241112233',
  room_description: 'Room 1',
  rented_date: '2026-01-01',
  expiration_date: '2026-12-31',
  months_rented: 12,
  utility_pesewas: 0,
  monthly_price_pesewas: 10000,
  total_pesewas: 120000,
  status: 'Active',
});

/**
 * A business with a tenancy and payments as migrations 0013 to 0017 keep them: two Cash payments on
 * 5 January 2026 (and a third, voided), one Mobile Money payment with its transaction ID on the 6th.
 */
export async function oldBusinessWithPayments(db: Db) {
  // biome-ignore lint/suspicious/noExplicitAny: the rows of a database made by older migrations.
  const old = db as unknown as Kysely<any>;
  const stamp = { created_at: '2026-01-01T08:00:00.000Z', updated_at: '2026-01-01T08:00:00.000Z' };
  await old
    .insertInto('accounts')
    .values({ id: 'acc-a', name: 'A', ...stamp })
    .execute();
  await old
    .insertInto('rent_records')
    .values({ ...oldTenancy('rr-a', 'acc-a', 'Esi'), ...stamp })
    .execute();
  // [receipt, day or time, pesewas, method, voided]
  const payments: [number, string, number, string, boolean][] = [
    [1, '2026-01-05', 10000, 'Cash', false],
    [2, '2026-01-05T14:30:00.000Z', 5025, 'Cash', false],
    [3, '2026-01-05', 99900, 'Cash', true],
    [4, '2026-01-06', 1000, 'Mobile Money', false],
  ];
  await old
    .insertInto('payments')
    .values(
      payments.map(([receipt, date, pesewas, method, voided]) => ({
        id: `p-${receipt}`,
        account_id: 'acc-a',
        tenant_id: 'rr-a',
        tenant_name: 'Esi',
        amount_pesewas: pesewas,
        method,
        date,
        status: 'Partial',
        reference: method === 'Mobile Money' ? 'MP-OLD-7781' : null,
        request_key: null,
        receipt_number: receipt,
        voided_at: voided ? stamp.created_at : null,
        ...stamp,
      })),
    )
    .execute();
}

/**
 * A business (`acc-a`, unless it exists already) with a taxi and two jobs as migrations 0013 to 0020
 * keep them: job-1 (GHC 120.50, completed, issue "Brake pads") and job-2 (GHC 80, pending, "Oil
 * change").
 */
export async function oldFleetWithJobs(db: Db) {
  // biome-ignore lint/suspicious/noExplicitAny: the rows of a database made by older migrations.
  const old = db as unknown as Kysely<any>;
  const stamp = { created_at: '2026-03-01T08:00:00.000Z', updated_at: '2026-03-01T08:00:00.000Z' };
  await old
    .insertInto('accounts')
    .values({ id: 'acc-a', name: 'A', ...stamp })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await old
    .insertInto('vehicles')
    .values({ ...oldTaxi('veh-1'), account_id: 'acc-a', ...stamp })
    .execute();
  await old
    .insertInto('maintenance_records')
    .values(
      (
        [
          ['job-1', 12050, 'completed'],
          ['job-2', 8000, 'pending'],
        ] as const
      ).map(([id, cost, status]) => ({
        ...oldJob(id, 'veh-1'),
        account_id: 'acc-a',
        cost_pesewas: cost,
        status,
        ...stamp,
      })),
    )
    .execute();
  await old
    .insertInto('maintenance_issues')
    .values([
      { id: 'issue-1', record_id: 'job-1', position: 0, text: 'Brake pads' },
      { id: 'issue-2', record_id: 'job-2', position: 0, text: 'Oil change' },
    ])
    .execute();
}
