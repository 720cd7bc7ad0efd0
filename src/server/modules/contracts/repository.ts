import { type Expression, type SqlBool, sql } from 'kysely';
import { ALL_DAYS, type ContractStatus, DEFAULT_WORKING_DAYS } from '../../../shared/hire';
import { searchText } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { Contract, ContractInput, ContractListQuery } from '../../../shared/schemas/hire';
import { deleteOwned } from '../../db/owned-rows';
import type { HireContractsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { likePattern, searchCondition } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';
import { type FigureColumns, figureColumns } from './figures';
import type { ContractTerms } from './schedule';

/** The values of a contract derived on every read (docs/hire.md §1). */
type DerivedField =
  | 'days'
  | 'expected'
  | 'paid'
  | 'arrears'
  | 'balance'
  | 'nextDueDate'
  | 'progress'
  | 'forecastEndDate';

/** A contract as stored, before its derived values are added: the API's fields and its terms in pesewas. */
export type StoredContract = Omit<Contract, DerivedField> & {
  terms: ContractTerms;
  /** What its remittances that count add up to. */
  paidPesewas: number;
};

/** What a write stores besides the form's fields: the state the service decided. */
export interface ContractState {
  status: ContractStatus;
  terminatedOn: string | null;
  completedOn: string | null;
}

/** Weekdays as a 7-bit mask (bit d − 1: ISO weekday d) and back. */
export const workingDaysMask = (days: readonly number[]) =>
  days.reduce((mask, day) => mask | (1 << (day - 1)), 0);
const workingDaysOf = (mask: number) => ALL_DAYS.filter((day) => (mask & (1 << (day - 1))) !== 0);

/** The working days a contract keeps: every day for a rental, the chosen ones (or Mon–Sat) when daily. */
export function workingDaysFor(
  input: Pick<ContractInput, 'type' | 'frequency' | 'workingDays'>,
): readonly number[] {
  if (input.type === 'rental') return ALL_DAYS;
  if (input.frequency !== 'daily') return [];
  return input.workingDays?.length ? [...input.workingDays].sort((a, b) => a - b) : DEFAULT_WORKING_DAYS;
}

/** The columns of a contract's schedule (besides its type and amount): see `termsOf`. */
export const CONTRACT_SCHEDULE_COLUMNS = [
  'hire_contracts.frequency',
  'hire_contracts.working_days',
  'hire_contracts.start_date',
  'hire_contracts.end_date',
  'hire_contracts.total_price_pesewas',
  'hire_contracts.terminated_on',
  'hire_contracts.completed_on',
] as const;

/** The columns a contract's terms are made of, for a query that joins other tables. */
export const CONTRACT_TERMS_COLUMNS = [
  'hire_contracts.type',
  'hire_contracts.amount_pesewas',
  ...CONTRACT_SCHEDULE_COLUMNS,
] as const;

const CONTRACT_COLUMNS = [
  'hire_contracts.id',
  'hire_contracts.vehicle_id',
  'hire_contracts.hirer_name',
  'hire_contracts.hirer_phone',
  'hire_contracts.hirer_license_num',
  'hire_contracts.hirer_license_exp',
  'hire_contracts.hirer_ghana_card',
  ...CONTRACT_TERMS_COLUMNS,
  'hire_contracts.deposit_pesewas',
  'hire_contracts.status',
  'hire_contracts.notes',
  'hire_contracts.paid_pesewas',
  'hire_contracts.created_at',
  'hire_contracts.updated_at',
] as const;
type ContractRow = Omit<
  HireContractsTable,
  'account_id' | 'expected_pesewas' | 'arrears_pesewas' | 'progress' | 'figures_day'
> & {
  make: string;
  model: string;
  reg_num: string;
};

const money = (pesewas: number | null) => (pesewas === null ? null : Number(pesewas));

/** The columns a contract's terms are made of. */
export type TermsColumns = Pick<
  HireContractsTable,
  | 'type'
  | 'amount_pesewas'
  | 'frequency'
  | 'working_days'
  | 'start_date'
  | 'end_date'
  | 'total_price_pesewas'
  | 'terminated_on'
  | 'completed_on'
>;

const TERMS_COLUMNS = [
  'type',
  'amount_pesewas',
  'frequency',
  'working_days',
  'start_date',
  'end_date',
  'total_price_pesewas',
  'terminated_on',
  'completed_on',
] as const;

/** A contract's terms as the schedule engine reads them. */
export function termsOf(row: TermsColumns): ContractTerms {
  return {
    type: row.type,
    amountPesewas: Number(row.amount_pesewas),
    frequency: row.frequency,
    workingDays: workingDaysOf(Number(row.working_days)),
    startDate: row.start_date,
    endDate: row.end_date,
    totalPricePesewas: money(row.total_price_pesewas),
    terminatedOn: row.terminated_on,
    completedOn: row.completed_on,
  };
}

function toStored(row: ContractRow): StoredContract {
  const terms = termsOf(row);
  const deposit = money(row.deposit_pesewas);
  return {
    _id: row.id,
    vehicleId: row.vehicle_id,
    vehicle: { _id: row.vehicle_id, make: row.make, model: row.model, vehicleRegNum: row.reg_num },
    type: row.type,
    hirer: {
      name: row.hirer_name,
      phone: row.hirer_phone,
      licenseNum: row.hirer_license_num,
      licenseExp: row.hirer_license_exp,
      ghanaCard: row.hirer_ghana_card,
    },
    amount: fromPesewas(terms.amountPesewas),
    frequency: row.frequency,
    workingDays: row.frequency === 'daily' ? [...terms.workingDays] : [],
    startDate: row.start_date,
    endDate: row.end_date,
    totalPrice: terms.totalPricePesewas === null ? null : fromPesewas(terms.totalPricePesewas),
    deposit: deposit === null ? null : fromPesewas(deposit),
    status: row.status,
    terminatedOn: row.terminated_on,
    completedOn: row.completed_on,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    terms,
    paidPesewas: Number(row.paid_pesewas),
  };
}

const pesewas = (cedis: number) => requirePesewas(cedis);
const optionalPesewas = (cedis: number | null) => (cedis === null ? null : pesewas(cedis));

/** The columns a create or edit writes from the form's fields and the decided state. */
function columns(vehicleId: string, input: ContractInput, state: ContractState) {
  return {
    vehicle_id: vehicleId,
    type: input.type,
    hirer_name: input.hirer.name,
    hirer_phone: input.hirer.phone,
    hirer_license_num: input.hirer.licenseNum,
    hirer_license_exp: input.hirer.licenseExp,
    hirer_ghana_card: input.hirer.ghanaCard,
    amount_pesewas: pesewas(input.amount),
    frequency: input.type === 'rental' ? ('daily' as const) : input.frequency,
    working_days: workingDaysMask(workingDaysFor(input)),
    start_date: input.startDate,
    end_date: input.endDate,
    total_price_pesewas: input.type === 'work_and_pay' ? optionalPesewas(input.totalPrice) : null,
    deposit_pesewas: input.type === 'rental' ? optionalPesewas(input.deposit) : null,
    status: state.status,
    terminated_on: state.terminatedOn,
    completed_on: state.completedOn,
    notes: input.notes,
  };
}

/**
 * The contract list's search (docs/lists.md): hirer name and registration (also without its spaces),
 * and the hirer's phone only when the search is a phone number.
 */
function contractSearch(q: string | undefined): Expression<SqlBool> | undefined {
  const found = searchCondition(
    q,
    ['hire_contracts.hirer_name', 'vehicles.reg_num'],
    ['hire_contracts.hirer_phone'],
  );
  const compact = searchText(q).replace(/\s/g, '');
  if (!found || !compact) return found;
  return sql<SqlBool>`(${found} or replace(lower(vehicles.reg_num), ' ', '') like ${likePattern(compact)} escape '\\')`;
}

/** An active contract on a vehicle, as the overlap rule reads it. */
export interface VehicleHold {
  id: string;
  type: HireContractsTable['type'];
  hirerName: string;
  startDate: string;
  endDate: string | null;
}

/** A remittance of a contract that counts: what the engine settles and the contract's ledger lists. */
export interface ContractRemittance {
  id: string;
  date: string;
  receiptNumber: number;
  amountPesewas: number;
  method: string;
  network: string | null;
}

/** One account's hire contracts: plain queries, every one scoped by the account. */
export function contractsRepository(db: Executor, accountId: string) {
  const joined = () =>
    db
      .selectFrom('hire_contracts')
      .innerJoin('vehicles', (join) =>
        join.onRef('vehicles.id', '=', 'hire_contracts.vehicle_id').on('vehicles.account_id', '=', accountId),
      )
      .where('hire_contracts.account_id', '=', accountId);
  const own = () =>
    joined().select(CONTRACT_COLUMNS).select(['vehicles.make', 'vehicles.model', 'vehicles.reg_num']);

  /** The contracts a list query matches (docs/lists.md), by their stored figures where it asks. */
  const matching = (query: ContractListQuery) => {
    let found = joined();
    if (query.type !== undefined) found = found.where('hire_contracts.type', '=', query.type);
    if (query.status !== undefined) found = found.where('hire_contracts.status', '=', query.status);
    if (query.vehicleId !== undefined) found = found.where('hire_contracts.vehicle_id', '=', query.vehicleId);
    if (query.inArrears !== undefined)
      found = found.where('hire_contracts.arrears_pesewas', query.inArrears ? '>' : '=', 0);
    const search = contractSearch(query.q);
    return search ? found.where(search) : found;
  };

  return {
    /**
     * One list query's contracts (docs/lists.md): how many, their sums, and a window of them in the
     * asked order; without `sort`, the unpaged list's order (newest first), or `startDate` when paged.
     */
    listing(query: ContractListQuery, paged: boolean) {
      return {
        async count(): Promise<number> {
          const row = await matching(query)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow();
          return Number(row.count);
        },
        async totals(): Promise<{ expected: number; paid: number; arrears: number }> {
          const row = await matching(query)
            .select((eb) => [
              eb.fn.sum<number | string | null>('hire_contracts.expected_pesewas').as('expected'),
              eb.fn.sum<number | string | null>('hire_contracts.paid_pesewas').as('paid'),
              eb.fn.sum<number | string | null>('hire_contracts.arrears_pesewas').as('arrears'),
            ])
            .executeTakeFirstOrThrow();
          return {
            expected: Number(row.expected ?? 0),
            paid: Number(row.paid ?? 0),
            arrears: Number(row.arrears ?? 0),
          };
        },
        async rows(limit: number, offset: number): Promise<StoredContract[]> {
          let rows = matching(query)
            .select(CONTRACT_COLUMNS)
            .select(['vehicles.make', 'vehicles.model', 'vehicles.reg_num']);
          const sort = query.sort ?? (paged ? 'startDate' : undefined);
          if (sort === undefined) {
            rows = rows.orderBy('hire_contracts.created_at', 'desc').orderBy('hire_contracts.id', 'desc');
          } else {
            const order = query.order ?? (sort === 'hirerName' ? 'asc' : 'desc');
            if (sort === 'startDate') rows = rows.orderBy('hire_contracts.start_date', order);
            else if (sort === 'arrears') rows = rows.orderBy('hire_contracts.arrears_pesewas', order);
            else if (sort === 'hirerName') rows = rows.orderBy(sql`lower(hire_contracts.hirer_name)`, order);
            // Only work and pay has a progress: the others come after it, whichever the order.
            else
              rows = rows
                .orderBy(sql`case when hire_contracts.progress is null then 1 else 0 end`)
                .orderBy('hire_contracts.progress', order);
            rows = rows.orderBy('hire_contracts.id', order);
          }
          return (await rows.limit(limit).offset(offset).execute()).map(toStored);
        },
      };
    },

    /** Every contract, newest first. */
    async list(): Promise<StoredContract[]> {
      const rows = await own()
        .orderBy('hire_contracts.created_at', 'desc')
        .orderBy('hire_contracts.id', 'desc')
        .execute();
      return rows.map(toStored);
    },

    /**
     * The contracts running on `day` (docs/hire.md §3 board): started, not past their end (a rental's
     * return day is not charged), not terminated or completed before it.
     */
    async runningOn(day: string): Promise<StoredContract[]> {
      const rows = await own()
        .where('hire_contracts.start_date', '<=', day)
        .where((eb) =>
          eb.or([
            eb('hire_contracts.end_date', 'is', null),
            eb.and([eb('hire_contracts.type', '<>', 'rental'), eb('hire_contracts.end_date', '>=', day)]),
            eb.and([eb('hire_contracts.type', '=', 'rental'), eb('hire_contracts.end_date', '>', day)]),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb('hire_contracts.terminated_on', 'is', null),
            eb('hire_contracts.terminated_on', '>=', day),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb('hire_contracts.completed_on', 'is', null),
            eb('hire_contracts.completed_on', '>=', day),
          ]),
        )
        .orderBy('vehicles.reg_num')
        .orderBy('hire_contracts.id')
        .execute();
      return rows.map(toStored);
    },

    async findById(id: string): Promise<StoredContract | null> {
      const row = await own().where('hire_contracts.id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** The active contracts on a vehicle, oldest first. */
    async activeOnVehicle(vehicleId: string): Promise<VehicleHold[]> {
      const rows = await db
        .selectFrom('hire_contracts')
        .select(['id', 'type', 'hirer_name', 'start_date', 'end_date'])
        .where('account_id', '=', accountId)
        .where('vehicle_id', '=', vehicleId)
        .where('status', '=', 'active')
        .orderBy('start_date')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        hirerName: row.hirer_name,
        startDate: row.start_date,
        endDate: row.end_date,
      }));
    },

    /**
     * The contract's remittances that count, as its ledger and the engine read them. Read here, not
     * through the remittances module, which builds on this one (docs/decisions/091-one-way-module-graph.md).
     */
    async remittancesOf(contractId: string): Promise<ContractRemittance[]> {
      const rows = await db
        .selectFrom('remittances')
        .select(['id', 'date', 'receipt_number', 'amount_pesewas', 'method', 'network'])
        .where('account_id', '=', accountId)
        .where('contract_id', '=', contractId)
        .where('voided_at', 'is', null)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        date: row.date,
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
        method: row.method,
        network: row.network,
      }));
    },

    /** Whether the contract has any remittance, voided or not (its receipts must stay whole). */
    async hasRemittances(contractId: string): Promise<boolean> {
      const row = await db
        .selectFrom('remittances')
        .select('id')
        .where('account_id', '=', accountId)
        .where('contract_id', '=', contractId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts a contract; its id. */
    async insert(vehicleId: string, input: ContractInput, state: ContractState): Promise<string> {
      const now = monotonicNowIso();
      const row: HireContractsTable = {
        id: newId(),
        account_id: accountId,
        ...columns(vehicleId, input, state),
        paid_pesewas: 0,
        // Stored by `refreshFigures` in the same transaction (the service calls it next).
        expected_pesewas: 0,
        arrears_pesewas: 0,
        progress: null,
        figures_day: '',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('hire_contracts').values(row).execute();
      return row.id;
    },

    /** Replaces a contract's fields and state; false when the account has no such contract. */
    async update(
      id: string,
      vehicleId: string,
      input: ContractInput,
      state: ContractState,
    ): Promise<boolean> {
      const result = await db
        .updateTable('hire_contracts')
        .set({ ...columns(vehicleId, input, state), updated_at: nowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Sets the contract's `paid_pesewas` from its remittances that count, and its stored figures as of
     * `day` (figures.ts): the one place the sum is made, by every write that moves them, in its
     * transaction.
     */
    async refreshFigures(id: string, day: string): Promise<void> {
      const row = await db
        .selectFrom('hire_contracts')
        .select(TERMS_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('remittances')
            .select((inner) => inner.fn.sum<number | string | null>('remittances.amount_pesewas').as('paid'))
            .where('remittances.account_id', '=', accountId)
            .where('remittances.contract_id', '=', id)
            .where('remittances.voided_at', 'is', null)
            .as('paid'),
        )
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return;
      const paid = Number(row.paid ?? 0);
      await db
        .updateTable('hire_contracts')
        .set({ paid_pesewas: paid, ...figureColumns(termsOf(row), paid, day) })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .execute();
    },

    /** Up to `limit` contracts whose figures are of a day before `day`, with their terms and paid sum. */
    async staleFigures(
      day: string,
      limit: number,
    ): Promise<{ id: string; terms: ContractTerms; paidPesewas: number }[]> {
      const rows = await db
        .selectFrom('hire_contracts')
        .select(['id', 'paid_pesewas'])
        .select(TERMS_COLUMNS)
        .where('account_id', '=', accountId)
        .where('figures_day', '<', day)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, terms: termsOf(row), paidPesewas: Number(row.paid_pesewas) }));
    },

    /**
     * Stores a contract's figures for a day it is not yet of, while its paid sum is still the one they
     * were computed from (a write that moved it stored its own). False when the row had moved.
     */
    async storeFigures(id: string, figures: FigureColumns, read: { paidPesewas: number }): Promise<boolean> {
      const result = await db
        .updateTable('hire_contracts')
        .set(figures)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('figures_day', '<', figures.figures_day)
        .where('paid_pesewas', '=', read.paidPesewas)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Sets what the contract's remittances decide: completed on a day, or running again. */
    async setState(id: string, state: Pick<ContractState, 'status' | 'completedOn'>): Promise<boolean> {
      const result = await db
        .updateTable('hire_contracts')
        .set({ status: state.status, completed_on: state.completedOn, updated_at: nowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when a contract was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'hire_contracts', accountId, { id })) > 0;
    },
  };
}

export type ContractsRepository = ReturnType<typeof contractsRepository>;
