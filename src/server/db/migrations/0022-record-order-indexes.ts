import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

/**
 * Two reads of the rent records that cost what the business had ever kept, now what the page shows
 * (docs/decisions/099-record-totals.md):
 * - the arrears list's order (most days overdue, most arrears, the tenant's name, the id) over the
 *   records in arrears only, so its first page reads 25 index entries, not every record in arrears
 *   sorted (xl: 6.1 ms -> under 1 ms);
 * - a unit's tenancies by status (an apartments page's current tenants), where the index of 0007 read
 *   every record the unit ever had to find its Active ones. It replaces that index: its columns lead.
 */
export const recordOrderIndexes: Migration = {
  name: '0022_record_order_indexes',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('rent_records_in_arrears_order')
      .on('rent_records')
      .columns(['account_id', 'days_overdue desc', 'arrears_pesewas desc', 'tenant_name', 'id'])
      .where(sql.ref('arrears_pesewas'), '>', 0)
      .execute();
    await db.schema
      .createIndex('rent_records_account_apartment_status')
      .on('rent_records')
      .columns(['account_id', 'apartment_id', 'status'])
      .execute();
    await db.schema.dropIndex('rent_records_account_apartment').execute();
  },
};
