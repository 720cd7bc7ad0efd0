import type { Migration } from '../migrate';

/**
 * The remittance list's orders and sums (docs/lists.md): a business's remittances that count (or the
 * voided ones) read in the list's order from an index, so a page, a deep page and the streamed whole
 * list never sort a fleet's million rows; the method filter's count and sum read one index alone.
 */
export const remittancesListIndexes: Migration = {
  name: '0016_remittances_list_indexes',
  async up(db) {
    const indexes: [string, string[]][] = [
      ['remittances_account_void_date', ['date', 'receipt_number', 'id']],
      ['remittances_account_void_amount', ['amount_pesewas', 'id']],
      ['remittances_account_void_method', ['method', 'amount_pesewas']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema
        .createIndex(name)
        .on('remittances')
        .columns(['account_id', 'voided_at', ...columns])
        .execute();
    }
  },
};
