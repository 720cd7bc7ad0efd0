import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * Hire contracts and their remittances (docs/hire.md): what each vehicle earns. Remittances take their
 * receipt numbers from the account's one series (receipt_counters) and their Mobile Money references
 * from the same table as rent payments (money_references), so neither is ever used twice.
 */
export const hire: Migration = {
  name: '0008_hire',
  async up(db: AnyDb) {
    await db.schema
      .createTable('hire_contracts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id'))
      .addColumn('type', 'text', (col) =>
        col.notNull().check(sql`type in ('daily_sales', 'work_and_pay', 'rental')`),
      )
      .addColumn('hirer_name', 'text', (col) => col.notNull().check(sql`length(hirer_name) > 0`))
      .addColumn('hirer_phone', 'text', (col) => col.notNull())
      .addColumn('hirer_license_num', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('hirer_license_exp', 'text')
      .addColumn('hirer_ghana_card', 'text')
      .addColumn('amount_pesewas', 'bigint', (col) => col.notNull().check(sql`amount_pesewas > 0`))
      .addColumn('frequency', 'text', (col) =>
        col.notNull().check(sql`frequency in ('daily', 'weekly', 'monthly')`),
      )
      // Bit d − 1 set: ISO weekday d (1 = Monday … 7 = Sunday) is a working day.
      .addColumn('working_days', 'integer', (col) => col.notNull().check(sql`working_days between 0 and 127`))
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text')
      .addColumn('total_price_pesewas', 'bigint', (col) => col.check(sql`total_price_pesewas > 0`))
      .addColumn('deposit_pesewas', 'bigint', (col) => col.check(sql`deposit_pesewas >= 0`))
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('active', 'completed', 'terminated')`),
      )
      .addColumn('terminated_on', 'text')
      .addColumn('completed_on', 'text')
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      // What its remittances that count add up to, set again from them by every write of one (in
      // its transaction): lists and the board read it instead of summing years of remittances.
      .addColumn('paid_pesewas', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`paid_pesewas >= 0`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      // The rules of docs/hire.md §1 that one row can state.
      .addCheckConstraint(
        'hire_contracts_work_and_pay_total',
        sql`type <> 'work_and_pay' or total_price_pesewas is not null`,
      )
      .addCheckConstraint(
        'hire_contracts_rental_terms',
        sql`type <> 'rental' or (end_date is not null and end_date > start_date and frequency = 'daily')`,
      )
      .addCheckConstraint('hire_contracts_deposit_rental', sql`deposit_pesewas is null or type = 'rental'`)
      .addCheckConstraint(
        'hire_contracts_terminated_on',
        sql`(status = 'terminated') = (terminated_on is not null)`,
      )
      .execute();
    // The overlap rule reads a vehicle's active contracts; lists read newest first.
    await db.schema
      .createIndex('hire_contracts_account_vehicle')
      .on('hire_contracts')
      .columns(['account_id', 'vehicle_id', 'status'])
      .execute();
    await db.schema
      .createIndex('hire_contracts_account_created')
      .on('hire_contracts')
      .columns(['account_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('remittances')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('contract_id', 'text', (col) => col.notNull().references('hire_contracts.id'))
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('amount_pesewas', 'bigint', (col) => col.notNull().check(sql`amount_pesewas > 0`))
      .addColumn('method', 'text', (col) =>
        col.notNull().check(sql`method in ('Cash', 'Mobile Money', 'Bank Transfer')`),
      )
      .addColumn('network', 'text', (col) =>
        col.check(sql`network in ('MTN MoMo', 'Telecel Cash', 'AirtelTigo Money')`),
      )
      .addColumn('reference', 'text')
      .addColumn('payer_phone', 'text')
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('receipt_number', 'integer', (col) => col.notNull().check(sql`receipt_number > 0`))
      .addColumn('recorded_by_id', 'text', (col) => col.notNull())
      .addColumn('recorded_by_name', 'text', (col) => col.notNull())
      .addColumn('request_key', 'text')
      .addColumn('voided_at', 'text')
      .addColumn('voided_by_id', 'text')
      .addColumn('voided_by_name', 'text')
      .addColumn('void_reason', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('remittances_network_momo', sql`network is null or method = 'Mobile Money'`)
      .execute();
    await db.schema
      .createIndex('remittances_account_receipt_number')
      .on('remittances')
      .columns(['account_id', 'receipt_number'])
      .unique()
      .execute();
    await db.schema
      .createIndex('remittances_account_request_key')
      .on('remittances')
      .columns(['account_id', 'request_key'])
      .unique()
      .execute();
    // What each contract has been paid, and by which day, is read on every list and board: the
    // index answers it alone.
    await db.schema
      .createIndex('remittances_account_contract_paid')
      .on('remittances')
      .columns(['account_id', 'contract_id', 'voided_at', 'date', 'amount_pesewas'])
      .execute();
    // The board's "paid that day" and the list's span of days.
    await db.schema
      .createIndex('remittances_account_date')
      .on('remittances')
      .columns(['account_id', 'date'])
      .execute();
  },
};
