import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The feed's own read of the online payments' table (docs/collect.md §2): online-payments queues
// receipts through reminders, whose digest reads the feed, so the feed cannot import online-payments.

/** A paid intent as the alert feed shows it: what was asked and paid, for whom, and its receipt. */
export interface PaidIntentRow {
  id: string;
  record_kind: 'rent' | 'hire';
  record_id: string;
  amount_pesewas: number | string;
  paid_pesewas: number | string | null;
  updated_at: string;
  receipt_number: number | string | null;
  tenant_name: string | null;
  room_description: string | null;
  apartment_title: string | null;
  apartment_location: string | null;
  hirer_name: string | null;
  vehicle_id: string | null;
  vehicle_reg_num: string | null;
}

/**
 * One account's paid intents updated (paid) since `since`, and every paid intent whose paid amount
 * differs from the asked one (those stay until hidden, docs/collect.md §2): one query, the payer and
 * the receipt joined in, so the feed reads what it shows and not whole tables (docs/lists.md).
 */
export function paidIntentsForAlerts(
  db: Kysely<Database>,
  accountId: string,
  since: string,
): Promise<PaidIntentRow[]> {
  return db
    .selectFrom('payment_intents as pi')
    .leftJoin('payments as p', (join) =>
      join.onRef('p.id', '=', 'pi.payment_id').on('p.account_id', '=', accountId),
    )
    .leftJoin('remittances as r', (join) =>
      join.onRef('r.id', '=', 'pi.remittance_id').on('r.account_id', '=', accountId),
    )
    .leftJoin('rent_records as rr', (join) =>
      join
        .onRef('rr.id', '=', 'pi.record_id')
        .on('rr.account_id', '=', accountId)
        .on('pi.record_kind', '=', 'rent'),
    )
    .leftJoin('apartments as a', (join) =>
      join.onRef('a.id', '=', 'rr.apartment_id').on('a.account_id', '=', accountId),
    )
    .leftJoin('hire_contracts as hc', (join) =>
      join
        .onRef('hc.id', '=', 'pi.record_id')
        .on('hc.account_id', '=', accountId)
        .on('pi.record_kind', '=', 'hire'),
    )
    .leftJoin('vehicles as v', (join) =>
      join.onRef('v.id', '=', 'hc.vehicle_id').on('v.account_id', '=', accountId),
    )
    .select((eb) => [
      'pi.id',
      'pi.record_kind',
      'pi.record_id',
      'pi.amount_pesewas',
      'pi.paid_pesewas',
      'pi.updated_at',
      eb.fn.coalesce('p.receipt_number', 'r.receipt_number').as('receipt_number'),
      'rr.tenant_name',
      'rr.room_description',
      'a.title as apartment_title',
      'a.location as apartment_location',
      'hc.hirer_name',
      'hc.vehicle_id',
      'v.reg_num as vehicle_reg_num',
    ])
    .where('pi.account_id', '=', accountId)
    .where('pi.status', '=', 'paid')
    .where((eb) =>
      eb.or([eb('pi.updated_at', '>=', since), eb('pi.paid_pesewas', '<>', eb.ref('pi.amount_pesewas'))]),
    )
    .orderBy('pi.updated_at', 'desc')
    .orderBy('pi.id')
    .execute();
}
