import type { Migration } from '../migrate';

/**
 * The Payments list's orders (docs/lists.md, docs/decisions/077-payments-list-in-sql.md): each sort
 * reads the payments that count (or the voided ones) of one business in order from an index, so a
 * page, a deep page and the streamed whole list never sort the business's table. Every order ends
 * with the receipt number (unique in the business), as the list does.
 */
export const paymentsListIndexes: Migration = {
  name: '0015_payments_list_indexes',
  async up(db) {
    for (const [name, column] of [
      ['payments_account_void_date', 'date'],
      ['payments_account_void_amount', 'amount_pesewas'],
      ['payments_account_void_created_at', 'created_at'],
      ['payments_account_void_receipt', 'receipt_number'],
    ] as const) {
      const columns = column === 'receipt_number' ? [column] : [column, 'receipt_number'];
      await db.schema
        .createIndex(name)
        .on('payments')
        .columns(['account_id', 'voided_at', ...columns])
        .execute();
    }
  },
};
