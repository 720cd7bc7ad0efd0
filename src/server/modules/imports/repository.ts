import type { ReadContext } from '../../lib/service-context';

/** The day after `day` (YYYY-MM-DD): dates stored as date-times compare below it. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) return '9999-12-31';
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * What an import looks up once for the whole file (docs/insight.md §4): the account's records by the
 * names a spreadsheet gives them, and the keys of the stored records a row may duplicate. Narrow
 * selects, every one filtered by account.
 */
export function importLookups(ctx: ReadContext) {
  const { trx, accountId } = ctx;
  return {
    units: () =>
      trx.selectFrom('apartments').select(['id', 'title']).where('account_id', '=', accountId).execute(),

    tenancies: async () =>
      (
        await trx
          .selectFrom('rent_records')
          .select(['id', 'tenant_name', 'tenant_phone', 'apartment_id', 'rented_date', 'expiration_date'])
          .where('account_id', '=', accountId)
          .execute()
      ).map((row) => ({
        id: row.id,
        tenantName: row.tenant_name,
        tenantPhone: row.tenant_phone,
        apartmentId: row.apartment_id,
        rentedDate: row.rented_date,
        expirationDate: row.expiration_date,
      })),

    /** Payments not voided, dated `from` to `to` (both days included). */
    payments: async (from: string, to: string) =>
      (
        await trx
          .selectFrom('payments')
          .select(['id', 'tenant_id', 'date', 'amount_pesewas', 'reference'])
          .where('account_id', '=', accountId)
          .where('voided_at', 'is', null)
          .where('date', '>=', from)
          .where('date', '<', dayAfter(to))
          .execute()
      ).map((row) => ({
        id: row.id,
        tenantId: row.tenant_id,
        date: row.date,
        pesewas: Number(row.amount_pesewas),
        reference: row.reference,
      })),

    vehicles: async () =>
      (
        await trx
          .selectFrom('vehicles')
          .select(['id', 'reg_key'])
          .where('account_id', '=', accountId)
          .execute()
      ).map((row) => ({ id: row.id, regKey: row.reg_key })),

    /** Maintenance records dated `from` to `to` (both days included). */
    maintenance: async (from: string, to: string) =>
      (
        await trx
          .selectFrom('maintenance_records')
          .select(['id', 'vehicle_id', 'maintenance_date', 'cost_pesewas'])
          .where('account_id', '=', accountId)
          .where('maintenance_date', '>=', from)
          .where('maintenance_date', '<', dayAfter(to))
          .execute()
      ).map((row) => ({
        id: row.id,
        vehicleId: row.vehicle_id,
        date: row.maintenance_date,
        pesewas: Number(row.cost_pesewas),
      })),

    /** Expenses dated `from` to `to` (both days included). */
    expenses: async (from: string, to: string) =>
      (
        await trx
          .selectFrom('expenses')
          .select(['id', 'date', 'amount_pesewas', 'category', 'payee'])
          .where('account_id', '=', accountId)
          .where('date', '>=', from)
          .where('date', '<', dayAfter(to))
          .execute()
      ).map((row) => ({
        id: row.id,
        date: row.date,
        pesewas: Number(row.amount_pesewas),
        category: row.category,
        payee: row.payee,
      })),
  };
}
