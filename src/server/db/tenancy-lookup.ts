import type { Executor } from '../lib/service-context';

/**
 * One account's tenancy as a payment names it: its id and the tenant's name, or null when the
 * account has no such tenancy. Below the modules, so the payments module checks the tenancy a payment
 * names without importing rent-records, which records a new tenancy's payment through payments
 * (docs/decisions/091-one-way-module-graph.md).
 */
export async function tenancyNamed(
  db: Executor,
  accountId: string,
  id: string,
): Promise<{ id: string; tenantName: string } | null> {
  const row = await db
    .selectFrom('rent_records')
    .select(['id', 'tenant_name'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, tenantName: row.tenant_name } : null;
}
