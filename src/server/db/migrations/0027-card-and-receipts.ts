import type { Kysely } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';
import { widenCheck } from './widen-check';

/**
 * Card and the receipt SMS (docs/collect.md §2): a remittance paid online by card is recorded with
 * method 'Card' (the office's three methods and 'Card'), and the outbox takes the kind 'receipt', the
 * SMS receipt a paid intent sends its payer. Each migration keeps its own lists, as the schema stood then.
 */
export const cardAndReceipts: Migration = {
  name: '0027_card_and_receipts',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>, engine: Engine) {
    await widenCheck(db, engine, {
      table: 'remittances',
      column: 'method',
      values: ['Cash', 'Mobile Money', 'Bank Transfer', 'Card'],
    });
    await widenCheck(db, engine, {
      table: 'outbox',
      column: 'kind',
      values: ['lease_30', 'lease_7', 'rent_arrears', 'hire_arrears', 'admin_digest', 'test', 'receipt'],
    });
  },
};
