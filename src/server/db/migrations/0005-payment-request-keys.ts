import type { Kysely } from 'kysely';
import type { Migration } from '../migrate';

/** The client's Idempotency-Key of the request that recorded a payment (decision 043). */
export const paymentRequestKeys: Migration = {
  name: '0005_payment_request_keys',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema.alterTable('payments').addColumn('request_key', 'text').execute();
    // Both engines let any number of rows have no key.
    await db.schema
      .createIndex('payments_request_key')
      .on('payments')
      .column('request_key')
      .unique()
      .execute();
  },
};
