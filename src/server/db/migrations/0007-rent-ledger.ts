import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * The rent ledger (docs/ledger.md §1–4): tenancies on units, receipts numbered per account, Mobile Money
 * details, void instead of delete, the business details printed on receipts. Every column is added
 * (no table rebuilt), so both engines keep every row and index as it was.
 */
export const rentLedger: Migration = {
  name: '0007_rent_ledger',
  async up(db: AnyDb) {
    // A tenancy's unit (null: none entered) and how it is billed.
    await db.schema
      .alterTable('rent_records')
      .addColumn('apartment_id', 'text', (col) => col.references('apartments.id'))
      .execute();
    await db.schema
      .alterTable('rent_records')
      .addColumn('billing', 'text', (col) =>
        col.notNull().defaultTo('advance').check(sql`billing in ('advance', 'monthly')`),
      )
      .execute();
    await db.schema
      .createIndex('rent_records_account_apartment')
      .on('rent_records')
      .columns(['account_id', 'apartment_id'])
      .execute();

    const paymentColumns: [string, 'text' | 'integer'][] = [
      ['receipt_number', 'integer'],
      ['reference', 'text'],
      ['network', 'text'],
      ['payer_phone', 'text'],
      ['recorded_by_id', 'text'],
      ['recorded_by_name', 'text'],
      ['voided_at', 'text'],
      ['voided_by_id', 'text'],
      ['voided_by_name', 'text'],
      ['void_reason', 'text'],
    ];
    for (const [name, type] of paymentColumns) {
      await db.schema
        .alterTable('payments')
        .addColumn(name, type, (col) =>
          name === 'network'
            ? col.check(sql`network in ('MTN MoMo', 'Telecel Cash', 'AirtelTigo Money')`)
            : name === 'receipt_number'
              ? col.check(sql`receipt_number > 0`)
              : col,
        )
        .execute();
    }

    // The payments recorded so far get their receipt numbers in the order they were recorded.
    await sql`update payments set receipt_number = (
        select numbered.n from (
          select id, row_number() over (partition by account_id order by created_at, id) as n from payments
        ) numbered where numbered.id = payments.id)`.execute(db);
    await db.schema
      .createIndex('payments_account_receipt_number')
      .on('payments')
      .columns(['account_id', 'receipt_number'])
      .unique()
      .execute();
    // What each tenancy has paid is read on every rent-record list: the index answers it alone.
    await db.schema
      .createIndex('payments_account_tenant_paid')
      .on('payments')
      .columns(['account_id', 'tenant_id', 'voided_at', 'amount_pesewas'])
      .execute();

    // One receipt series per account, shared by rent payments and hire remittances (docs/hire.md). The
    // row is taken by the transaction that records a payment, so numbers are gapless and unique.
    await db.schema
      .createTable('receipt_counters')
      .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
      .addColumn('last_number', 'integer', (col) => col.notNull().check(sql`last_number >= 0`))
      .execute();
    await sql`insert into receipt_counters (account_id, last_number)
      select account_id, max(receipt_number) from payments group by account_id`.execute(db);

    // A Mobile Money or bank reference counts once per account and method, on payments and
    // remittances alike, while the record holding it is not voided (docs/ledger.md §3).
    await db.schema
      .createTable('money_references')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('reference_key', 'text', (col) => col.notNull().check(sql`length(reference_key) > 0`))
      .addColumn('receipt_number', 'integer', (col) => col.notNull())
      // The payment (or remittance) holding it.
      .addColumn('holder_id', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('money_references_pk', ['account_id', 'method', 'reference_key'])
      .execute();

    // Printed on receipts and statements (docs/ledger.md §4); the name stays the account's own.
    for (const name of ['address', 'phone', 'email', 'ghana_post_gps', 'receipt_footer']) {
      await db.schema
        .alterTable('accounts')
        .addColumn(name, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
  },
};
