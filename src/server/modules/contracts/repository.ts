import { ALL_DAYS, type ContractStatus, DEFAULT_WORKING_DAYS } from '../../../shared/hire';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { Contract, ContractInput } from '../../../shared/schemas/hire';
import { deleteOwned } from '../../db/owned-rows';
import type { HireContractsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';
import type { ContractTerms } from './schedule';

/** The values of a contract derived on every read (hire.md §1). */
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

const CONTRACT_COLUMNS = [
  'hire_contracts.id',
  'hire_contracts.vehicle_id',
  'hire_contracts.type',
  'hire_contracts.hirer_name',
  'hire_contracts.hirer_phone',
  'hire_contracts.hirer_license_num',
  'hire_contracts.hirer_license_exp',
  'hire_contracts.hirer_ghana_card',
  'hire_contracts.amount_pesewas',
  'hire_contracts.frequency',
  'hire_contracts.working_days',
  'hire_contracts.start_date',
  'hire_contracts.end_date',
  'hire_contracts.total_price_pesewas',
  'hire_contracts.deposit_pesewas',
  'hire_contracts.status',
  'hire_contracts.terminated_on',
  'hire_contracts.completed_on',
  'hire_contracts.notes',
  'hire_contracts.paid_pesewas',
  'hire_contracts.created_at',
  'hire_contracts.updated_at',
] as const;
type ContractRow = Omit<HireContractsTable, 'account_id'> & {
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

/** An active contract on a vehicle, as the overlap rule reads it. */
export interface VehicleHold {
  id: string;
  type: HireContractsTable['type'];
  hirerName: string;
  startDate: string;
  endDate: string | null;
}

/** One account's hire contracts: plain queries, every one scoped by the account. */
export function contractsRepository(db: Executor, accountId: string) {
  const own = () =>
    db
      .selectFrom('hire_contracts')
      .innerJoin('vehicles', (join) =>
        join.onRef('vehicles.id', '=', 'hire_contracts.vehicle_id').on('vehicles.account_id', '=', accountId),
      )
      .where('hire_contracts.account_id', '=', accountId)
      .select(CONTRACT_COLUMNS)
      .select(['vehicles.make', 'vehicles.model', 'vehicles.reg_num']);

  return {
    /** Every contract, newest first. */
    async list(): Promise<StoredContract[]> {
      const rows = await own()
        .orderBy('hire_contracts.created_at', 'desc')
        .orderBy('hire_contracts.id', 'desc')
        .execute();
      return rows.map(toStored);
    },

    /**
     * The contracts running on `day` (hire.md §3 board): started, not past their end (a rental's
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

    /** Whether any contract of the account is on the vehicle (whatever its status). */
    async anyOnVehicle(vehicleId: string): Promise<boolean> {
      const row = await db
        .selectFrom('hire_contracts')
        .select('id')
        .where('account_id', '=', accountId)
        .where('vehicle_id', '=', vehicleId)
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
     * Sets the contract's `paid_pesewas` from its remittances that count: the one place the sum is
     * made, by every write of a remittance, in its transaction.
     */
    async refreshPaid(id: string): Promise<void> {
      await db
        .updateTable('hire_contracts')
        .set((eb) => ({
          paid_pesewas: eb
            .selectFrom('remittances')
            .select((inner) =>
              inner.fn.coalesce(inner.fn.sum<number>('remittances.amount_pesewas'), inner.lit(0)).as('paid'),
            )
            .where('remittances.account_id', '=', accountId)
            .where('remittances.contract_id', '=', id)
            .where('remittances.voided_at', 'is', null),
        }))
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .execute();
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
