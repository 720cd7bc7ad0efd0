import { sql } from 'kysely';
import type { ContractType } from '../../../shared/hire';
import { fromPesewas } from '../../../shared/money';
import type { DashboardUnit } from '../../../shared/schemas/dashboards';
import type { Executor } from '../../lib/service-context';
import { CONTRACT_TERMS_COLUMNS, type ContractTerms, termsOf } from '../contracts';
import { TENANCY_TERMS_COLUMNS, type TenancyTerms, tenancyTermsOf } from '../rent-records';

/** A tenancy's terms and id: what the rent engine needs to work out its standing. */
export interface TenancyTermsRow {
  id: string;
  terms: TenancyTerms;
}

/** An active contract with its terms and what has been paid on it. */
export interface ActiveContractRow {
  id: string;
  hirerName: string;
  vehicleRegNum: string;
  type: ContractType;
  endDate: string | null;
  terms: ContractTerms;
  paidPesewas: number;
}

/** The dashboards' figures: sums and counts in the database, one account's rows only. */
export function dashboardsRepository(db: Executor, accountId: string) {
  return {
    /** Units by status, and the rent of the Occupied ones in pesewas. */
    async unitFigures() {
      const row = await db
        .selectFrom('apartments')
        .where('account_id', '=', accountId)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          sql<number | string | null>`sum(case when status = 'Occupied' then 1 else 0 end)`.as('occupied'),
          sql<number | string | null>`sum(case when status = 'Available' then 1 else 0 end)`.as('vacant'),
          sql<number | string | null>`sum(case when status = 'Maintenance' then 1 else 0 end)`.as(
            'maintenance',
          ),
          sql<number | string | null>`sum(case when status = 'Occupied' then price_pesewas else 0 end)`.as(
            'revenue',
          ),
        ])
        .executeTakeFirst();
      return {
        total: Number(row?.total ?? 0),
        occupied: Number(row?.occupied ?? 0),
        vacant: Number(row?.vacant ?? 0),
        maintenance: Number(row?.maintenance ?? 0),
        revenuePesewas: Number(row?.revenue ?? 0),
      };
    },

    /** The first `limit` units in the list's order (newest first). */
    async firstUnits(limit: number): Promise<DashboardUnit[]> {
      const rows = await db
        .selectFrom('apartments')
        .where('account_id', '=', accountId)
        .select(['id', 'title', 'location', 'price_pesewas', 'status', 'tenant'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        location: row.location,
        price: fromPesewas(Number(row.price_pesewas)),
        status: row.status,
        tenant: row.tenant,
      }));
    },

    /**
     * The payments that count (not voided) dated from `from` up to, not including, `until`, summed by
     * month (YYYY-MM) in the database: one grouped read of the (account, voided, date) index, no
     * payment loaded (docs/insight.md §3). Months without a payment are absent.
     */
    async collectedByMonth(from: string, until: string): Promise<Map<string, number>> {
      const month = sql<string>`substr(${sql.ref('date')}, 1, 7)`;
      const rows = await db
        .selectFrom('payments')
        .where('account_id', '=', accountId)
        .where('voided_at', 'is', null)
        .where('date', '>=', from)
        .where('date', '<', until)
        .select([
          month.as('month'),
          (eb) => eb.fn.sum<number | string | null>('amount_pesewas').as('collected'),
        ])
        .groupBy(month)
        .execute();
      return new Map(rows.map((row) => [row.month, Number(row.collected ?? 0)]));
    },

    /** How many vehicles of each type (types with none are absent). */
    async vehiclesByType(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('vehicles')
        .where('account_id', '=', accountId)
        .select(['vehicle_type', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('vehicle_type')
        .execute();
      return new Map(rows.map((row) => [row.vehicle_type, Number(row.count)]));
    },

    /**
     * The active contracts: their terms, what has been paid on each (kept on the contract from its
     * remittances' sum), and what the dashboard's list shows.
     */
    async activeContracts(): Promise<ActiveContractRow[]> {
      const rows = await db
        .selectFrom('hire_contracts')
        .innerJoin('vehicles', (join) =>
          join
            .onRef('vehicles.id', '=', 'hire_contracts.vehicle_id')
            .on('vehicles.account_id', '=', accountId),
        )
        .where('hire_contracts.account_id', '=', accountId)
        .where('hire_contracts.status', '=', 'active')
        .select([
          'hire_contracts.id',
          'hire_contracts.hirer_name',
          'vehicles.reg_num',
          ...CONTRACT_TERMS_COLUMNS,
          'hire_contracts.paid_pesewas',
        ])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        hirerName: row.hirer_name,
        vehicleRegNum: row.reg_num,
        type: row.type,
        endDate: row.end_date,
        terms: termsOf(row),
        paidPesewas: Number(row.paid_pesewas),
      }));
    },

    /** Every tenancy's terms (no other column). */
    async tenancyTerms(): Promise<TenancyTermsRow[]> {
      const rows = await db
        .selectFrom('rent_records')
        .where('account_id', '=', accountId)
        .select(TENANCY_TERMS_COLUMNS)
        .execute();
      return rows.map((row) => ({ id: row.id, terms: tenancyTermsOf(row) }));
    },
  };
}
