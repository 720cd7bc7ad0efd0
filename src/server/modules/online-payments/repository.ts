import type { Selectable } from 'kysely';
import type { PaymentIntentStatus, StatementKind } from '../../../shared/collect';
import type { PaymentIntentsTable } from '../../db/schema';
import type { Executor } from '../../lib/service-context';

export type PaymentIntent = Selectable<PaymentIntentsTable>;

/**
 * Payment intents. Not scoped by account where a reference is the key a stranger holds (a webhook,
 * the checkout): the reference is unique across the deployment and names its business.
 */
export function paymentIntentsRepository(db: Executor) {
  return {
    insert: (intent: PaymentIntent) => db.insertInto('payment_intents').values(intent).execute(),

    byReference: (reference: string) =>
      db.selectFrom('payment_intents').selectAll().where('reference', '=', reference).executeTakeFirst(),

    /** An intent of one record (the statement link's): another record's reference is not found. */
    ofRecord: (accountId: string, kind: StatementKind, recordId: string, reference: string) =>
      db
        .selectFrom('payment_intents')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('record_kind', '=', kind)
        .where('record_id', '=', recordId)
        .where('reference', '=', reference)
        .executeTakeFirst(),

    async setCheckout(id: string, checkoutUrl: string, at: string) {
      await db
        .updateTable('payment_intents')
        .set({ checkout_url: checkoutUrl, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Ends a pending intent (failed or expired); false when it was no longer pending. */
    async end(
      id: string,
      status: Exclude<PaymentIntentStatus, 'pending' | 'paid'>,
      failure: string,
      at: string,
    ) {
      const result = await db
        .updateTable('payment_intents')
        .set({ status, failure, next_check_at: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Pending intents whose next check has come, oldest first. */
    dueForCheck: (now: string, limit: number) =>
      db
        .selectFrom('payment_intents')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_check_at', '<=', now)
        .orderBy('next_check_at')
        .limit(limit)
        .execute(),

    /**
     * Claims one check of a pending intent for this process: the row moves to its next check only if
     * nobody moved it since it was read, so two processes never ask about it in the same turn.
     */
    async claimCheck(intent: PaymentIntent, nextCheckAt: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('payment_intents')
        .set({ checks: intent.checks + 1, next_check_at: nextCheckAt, updated_at: at })
        .where('id', '=', intent.id)
        .where('status', '=', 'pending')
        .where('checks', '=', intent.checks)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What an intent paid for, as its receipt SMS says it: 'rent of Flat 2' or 'hire of GR 1234-22'. */
    async paidFor(intent: PaymentIntent): Promise<string> {
      if (intent.record_kind === 'rent') {
        const row = await db
          .selectFrom('rent_records')
          .leftJoin('apartments', 'apartments.id', 'rent_records.apartment_id')
          .select(['apartments.title', 'rent_records.room_description'])
          .where('rent_records.account_id', '=', intent.account_id)
          .where('rent_records.id', '=', intent.record_id)
          .executeTakeFirst();
        const unit = row?.title || row?.room_description;
        return unit ? `rent of ${unit}` : 'rent';
      }
      const row = await db
        .selectFrom('hire_contracts')
        .innerJoin('vehicles', 'vehicles.id', 'hire_contracts.vehicle_id')
        .select('vehicles.reg_num')
        .where('hire_contracts.account_id', '=', intent.account_id)
        .where('hire_contracts.id', '=', intent.record_id)
        .executeTakeFirst();
      return row ? `hire of ${row.reg_num}` : 'hire';
    },

    /** The receipt number a paid intent's payment or remittance carries. */
    async receiptNumberOf(intent: PaymentIntent): Promise<number | null> {
      if (intent.payment_id) {
        const row = await db
          .selectFrom('payments')
          .select('receipt_number')
          .where('id', '=', intent.payment_id)
          .executeTakeFirst();
        return row?.receipt_number == null ? null : Number(row.receipt_number);
      }
      if (intent.remittance_id) {
        const row = await db
          .selectFrom('remittances')
          .select('receipt_number')
          .where('id', '=', intent.remittance_id)
          .executeTakeFirst();
        return row ? Number(row.receipt_number) : null;
      }
      return null;
    },
  };
}
