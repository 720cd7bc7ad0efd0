import { type SqlBool, sql } from 'kysely';
import { regNumKey } from '../../../shared/fleet';
import { likePattern, searchCondition } from '../../lib/list-read';
import type { Executor } from '../../lib/service-context';

/**
 * The header search's queries (docs/decisions/086-header-search.md): each reads one account's rows
 * and at most `limit` of them, with the list's own search (docs/lists.md: case-insensitive
 * substring, phones only when the search is a phone number, LIKE's wildcards taken literally).
 */
export function searchRepository(db: Executor, accountId: string) {
  const never = sql<SqlBool>`1 = 0`;

  return {
    /** Rent records by tenant name, or phone when the search is a phone number. */
    tenants: (q: string, limit: number) =>
      db
        .selectFrom('rent_records')
        .leftJoin('apartments', 'apartments.id', 'rent_records.apartment_id')
        .select([
          'rent_records.id',
          'rent_records.tenant_name',
          'rent_records.tenant_phone',
          'rent_records.room_description',
          'rent_records.status',
          'apartments.title as unit_title',
        ])
        .where('rent_records.account_id', '=', accountId)
        .where(searchCondition(q, ['rent_records.tenant_name'], ['rent_records.tenant_phone']) ?? never)
        .orderBy('rent_records.tenant_name')
        .orderBy('rent_records.id')
        .limit(limit)
        .execute(),

    /** Apartments (units) by title or location. */
    units: (q: string, limit: number) =>
      db
        .selectFrom('apartments')
        .select(['id', 'title', 'location', 'status'])
        .where('account_id', '=', accountId)
        .where(searchCondition(q, ['title', 'location']) ?? never)
        .orderBy('title')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Vehicles by registration, as typed (`GR 2345`) or with its spaces and dashes left out
     * (`gr2345`, compared with the plate's letters and digits).
     */
    vehicles(q: string, limit: number) {
      const key = /^[a-z0-9\s-]+$/i.test(q.trim()) ? regNumKey(q) : '';
      const byText = searchCondition(q, ['reg_num']) ?? never;
      const matches = key
        ? sql<SqlBool>`(${byText} or reg_key like ${likePattern(key)} escape '\\')`
        : byText;
      return db
        .selectFrom('vehicles')
        .select(['id', 'reg_num', 'make', 'model', 'driver_name'])
        .where('account_id', '=', accountId)
        .where(matches)
        .orderBy('reg_num')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Hire contracts by hirer name, or phone when the search is a phone number. */
    contracts: (q: string, limit: number) =>
      db
        .selectFrom('hire_contracts')
        .innerJoin('vehicles', 'vehicles.id', 'hire_contracts.vehicle_id')
        .select([
          'hire_contracts.id',
          'hire_contracts.hirer_name',
          'hire_contracts.hirer_phone',
          'hire_contracts.type',
          'hire_contracts.status',
          'hire_contracts.start_date',
          'vehicles.reg_num',
        ])
        .where('hire_contracts.account_id', '=', accountId)
        .where(searchCondition(q, ['hire_contracts.hirer_name'], ['hire_contracts.hirer_phone']) ?? never)
        .orderBy('hire_contracts.start_date', 'desc')
        .orderBy('hire_contracts.id')
        .limit(limit)
        .execute(),

    /** Rent payments by receipt number (exact) or transaction id (substring); newest receipts first. */
    payments: (q: string, receiptNumber: number | null, limit: number) =>
      db
        .selectFrom('payments')
        .select(['id', 'receipt_number', 'reference', 'tenant_name', 'amount_pesewas', 'date', 'voided_at'])
        .where('account_id', '=', accountId)
        .where((eb) => {
          const byReference = searchCondition(q, ['reference']) ?? never;
          return receiptNumber === null
            ? byReference
            : eb.or([eb('receipt_number', '=', receiptNumber), byReference]);
        })
        .orderBy('receipt_number', 'desc')
        .limit(limit)
        .execute(),

    /** Hire remittances by receipt number (exact) or transaction id (substring); newest first. */
    remittances: (q: string, receiptNumber: number | null, limit: number) =>
      db
        .selectFrom('remittances')
        .innerJoin('hire_contracts', 'hire_contracts.id', 'remittances.contract_id')
        .select([
          'remittances.id',
          'remittances.receipt_number',
          'remittances.reference',
          'hire_contracts.hirer_name',
          'remittances.amount_pesewas',
          'remittances.date',
          'remittances.voided_at',
        ])
        .where('remittances.account_id', '=', accountId)
        .where((eb) => {
          const byReference = searchCondition(q, ['remittances.reference']) ?? never;
          return receiptNumber === null
            ? byReference
            : eb.or([eb('remittances.receipt_number', '=', receiptNumber), byReference]);
        })
        .orderBy('remittances.receipt_number', 'desc')
        .limit(limit)
        .execute(),
  };
}
