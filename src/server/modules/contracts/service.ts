import { addDays } from '../../../shared/dates';
import { CONTRACT_TYPE_LABELS, type ContractStatus } from '../../../shared/hire';
import { formatReceiptNumber } from '../../../shared/ledger';
import type { PagedList } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type {
  Contract,
  ContractInput,
  ContractLedger,
  ContractListQuery,
  ContractTotals,
} from '../../../shared/schemas/hire';
import { businessToday } from '../../lib/business-day';
import { refusedAs } from '../../lib/db-errors';
import { conflict, invalidField, notFound } from '../../lib/domain-errors';
import { offsetBatches, readPage } from '../../lib/list-read';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { odometerService } from '../odometer';
import { vehiclesRepository } from '../vehicles';
import { figuresOfDay } from './figures';
import { toContract } from './present';
import { type ContractState, contractsRepository, type StoredContract, type VehicleHold } from './repository';
import { completionDay, contractStanding, dueLines, inSettlingOrder } from './schedule';

export const CONTRACT_MESSAGES = {
  deleted: 'Contract deleted successfully',
  unknownVehicle: 'Vehicle not found: choose a vehicle from the list',
  hasRemittances:
    'This contract has remittances, and their receipts must stay whole: terminate it instead of deleting it.',
  completesByItself: 'A work-and-pay contract completes by itself when its total is paid',
} as const;

const repository = (ctx: ReadContext) => contractsRepository(ctx.trx, ctx.accountId);
const vehicles = (ctx: ReadContext) => vehiclesRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Contract');
const unknownVehicle = () => invalidField('vehicleId', CONTRACT_MESSAGES.unknownVehicle);

const present = (stored: StoredContract): Contract => toContract(stored, stored.paidPesewas, businessToday());

/** The last day a contract holds its vehicle: a rental's return day is free for the next hirer. */
const heldUntil = (term: { type: string; endDate: string | null }) =>
  term.endDate === null ? null : term.type === 'rental' ? addDays(term.endDate, -1) : term.endDate;

function overlaps(a: { type: string; startDate: string; endDate: string | null }, b: VehicleHold): boolean {
  const aEnd = heldUntil(a);
  const bEnd = heldUntil(b);
  return (bEnd === null || a.startDate <= bEnd) && (aEnd === null || b.startDate <= aEnd);
}

/** The active contract that already holds the vehicle over some of these dates, if any. */
async function holderOf(
  ctx: ReadContext,
  vehicleId: string,
  term: { type: string; startDate: string; endDate: string | null },
  contractId: string | null,
): Promise<VehicleHold | undefined> {
  return (await repository(ctx).activeOnVehicle(vehicleId)).find(
    (hold) => hold.id !== contractId && overlaps(term, hold),
  );
}

/**
 * A vehicle has at most one active contract over overlapping dates (docs/hire.md §1). The vehicle's row
 * is taken first, so two contracts saved at once for one vehicle are checked one after the other.
 */
async function checkVehicleIsFree(ctx: ServiceContext, input: ContractInput, contractId: string | null) {
  const vehicle = await vehicles(ctx).lock(input.vehicleId);
  if (!vehicle) throw unknownVehicle();
  const holder = await holderOf(ctx, input.vehicleId, input, contractId);
  if (holder) {
    const until = heldUntil(holder);
    throw conflict(
      `${vehicle.vehicleRegNum} is already hired to ${holder.hirerName} ` +
        `(${CONTRACT_TYPE_LABELS[holder.type]}) ${until ? `until ${until}` : 'with no end date'}. ` +
        'Terminate that contract first, or choose dates after it.',
    );
  }
}

/**
 * The status a save leaves: terminated as asked (from the given day, else today); work and pay
 * completed by itself once its remittances reach the total, never by hand before; other kinds as
 * asked, a completion dated the day it was first recorded.
 */
async function decideState(
  ctx: ServiceContext,
  input: ContractInput,
  before: StoredContract | null,
): Promise<ContractState> {
  const today = businessToday();
  if (input.status === 'terminated') {
    return {
      status: 'terminated',
      terminatedOn: input.terminatedOn ?? before?.terminatedOn ?? today,
      completedOn: null,
    };
  }
  if (input.type === 'work_and_pay') {
    const total = requirePesewas(input.totalPrice ?? 0);
    const paidOff = before ? completionDay(total, await repository(ctx).remittancesOf(before._id)) : null;
    if (paidOff) return { status: 'completed', terminatedOn: null, completedOn: paidOff };
    if (input.status === 'completed') throw invalidField('status', CONTRACT_MESSAGES.completesByItself);
    return { status: 'active', terminatedOn: null, completedOn: null };
  }
  if (input.status === 'completed') {
    return { status: 'completed', terminatedOn: null, completedOn: before?.completedOn ?? today };
  }
  return { status: 'active', terminatedOn: null, completedOn: null };
}

/** A vehicle's driver fields, as `vehicles.setDriver` writes them ('' for no licence). */
export interface DriverFields {
  name: string;
  phone: string;
  licenseNum: string;
  licenseExp: string;
}

/**
 * The driver a hirer makes of a vehicle (decision 063): the hirer replaces the driver in full, so
 * the licence number and expiry are the hirer's or empty, never the previous driver's. Only the same
 * person (the same phone) who gives no licence keeps the licence stored on the vehicle, and its
 * expiry only while the number is the stored one.
 */
export function driverFromHirer(
  current: { driverName: string; phone: string; licenseNum: string; licenseNumExp: string },
  hirer: { name: string; phone: string; licenseNum: string; licenseExp: string | null },
): DriverFields {
  const samePerson = hirer.phone !== '' && current.phone === hirer.phone;
  const licenseNum = hirer.licenseNum || (samePerson ? current.licenseNum : '');
  const sameLicence = samePerson && licenseNum === current.licenseNum;
  const licenseExp = hirer.licenseExp || (sameLicence ? current.licenseNumExp : '');
  return { name: hirer.name, phone: hirer.phone, licenseNum, licenseExp };
}

/**
 * While a daily-sales or work-and-pay contract is active, its vehicle's driver is its hirer (docs/hire.md
 * §1), so the spec's vehicle screens show who drives it now. The vehicle's change is audited too.
 */
async function followHirer(ctx: ServiceContext, contract: StoredContract) {
  if (contract.status !== 'active' || contract.type === 'rental') return;
  const before = await vehicles(ctx).findById(contract.vehicleId);
  if (!before) return;
  const driver = driverFromHirer({ ...before, phone: before.contactDetails.phone }, contract.hirer);
  const same =
    before.driverName === driver.name &&
    before.contactDetails.phone === driver.phone &&
    before.licenseNum === driver.licenseNum &&
    before.licenseNumExp === driver.licenseExp;
  if (same) return;
  const after = await vehicles(ctx).setDriver(contract.vehicleId, driver);
  if (!after) return;
  await audit.updated(ctx, 'vehicle', before, after);
  ctx.changed('vehicles');
}

/** How a remittance reads on a ledger line: its method and network. */
function remittanceDescription(method: string, network: string | null): string {
  return network ? `Remittance by ${method} (${network})` : `Remittance by ${method}`;
}

/** Today, with the business's stored contract figures brought up to it first (figures.ts). */
async function figuresOfToday(ctx: ReadContext): Promise<string> {
  const today = businessToday();
  await figuresOfDay(ctx.trx, ctx.accountId, today);
  return today;
}

/** Hire contracts (docs/hire.md §1): the vehicle they hold, the hirer who drives it, the money they expect. */
export const contractsService = {
  /** Every contract (of a status), newest first, for the server's own readers (the alert feed). */
  async list(ctx: ReadContext, filters: { status?: ContractStatus } = {}): Promise<Contract[]> {
    const today = businessToday();
    return (await repository(ctx).list())
      .filter((contract) => filters.status === undefined || contract.status === filters.status)
      .map((contract) => toContract(contract, contract.paidPesewas, today));
  },

  /** One page of the contract list (docs/lists.md), sorted, filtered and totalled by the stored figures. */
  async page(ctx: ReadContext, query: ContractListQuery): Promise<PagedList<Contract, ContractTotals>> {
    const today = await figuresOfToday(ctx);
    const listing = repository(ctx).listing(query, true);
    const page = await readPage(query, {
      count: listing.count,
      totals: listing.totals,
      rows: async (limit, offset) =>
        (await listing.rows(limit, offset)).map((each) => toContract(each, each.paidPesewas, today)),
    });
    return {
      ...page,
      totals: {
        expected: fromPesewas(page.totals.expected),
        paid: fromPesewas(page.totals.paid),
        arrears: fromPesewas(page.totals.arrears),
      },
    };
  },

  /**
   * The whole contract list (old clients, and the export) batch after batch: newest first unless a
   * `sort` is asked, filtered as a page is.
   */
  async batches(ctx: ReadContext, query: ContractListQuery): Promise<AsyncIterable<Contract[]>> {
    const today = await figuresOfToday(ctx);
    const listing = repository(ctx).listing(query, false);
    return offsetBatches(async (limit, offset) =>
      (await listing.rows(limit, offset)).map((each) => toContract(each, each.paidPesewas, today)),
    );
  },

  async findById(ctx: ReadContext, id: string): Promise<Contract> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return present(found);
  },

  async create(ctx: ServiceContext, input: ContractInput): Promise<Contract> {
    const state = await decideState(ctx, input, null);
    if (state.status === 'active') await checkVehicleIsFree(ctx, input, null);
    else if (!(await vehicles(ctx).findReference(input.vehicleId))) throw unknownVehicle();
    const id = await refusedAs(() => repository(ctx).insert(input.vehicleId, input, state), {
      foreignKey: unknownVehicle,
    });
    await repository(ctx).refreshFigures(id, businessToday());
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const created = present(stored);
    await audit.created(ctx, 'contract', created);
    ctx.changed('contracts');
    await followHirer(ctx, stored);
    return created;
  },

  /** Replaces the contract (docs/hire.md §3: the whole contract); terminating is an edit. */
  async update(ctx: ServiceContext, id: string, input: ContractInput): Promise<Contract> {
    const storedBefore = await repository(ctx).findById(id);
    if (!storedBefore) throw missing();
    const before = present(storedBefore);
    const state = await decideState(ctx, input, storedBefore);
    if (state.status === 'active') await checkVehicleIsFree(ctx, input, id);
    else if (
      input.vehicleId !== storedBefore.vehicleId &&
      !(await vehicles(ctx).findReference(input.vehicleId))
    )
      throw unknownVehicle();
    // Its remittances' odometer readings move with it: they must fit the other vehicle's.
    const readingsMoved =
      input.vehicleId !== storedBefore.vehicleId &&
      (await odometerService.checkContractMove(ctx, id, input.vehicleId));
    const updated = await refusedAs(() => repository(ctx).update(id, input.vehicleId, input, state), {
      foreignKey: unknownVehicle,
    });
    if (!updated) throw missing();
    await repository(ctx).refreshFigures(id, businessToday());
    const storedAfter = await repository(ctx).findById(id);
    if (!storedAfter) throw missing();
    const after = present(storedAfter);
    await audit.updated(ctx, 'contract', before, after);
    // Its remittances show its hirer and vehicle, and their balance-after follows its terms.
    ctx.changed('contracts', 'remittances');
    if (readingsMoved) ctx.changed('odometer', 'schedules');
    await followHirer(ctx, storedAfter);
    return after;
  },

  /** Deletes a contract that never took money; one with remittances is terminated instead (409). */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    if (await repository(ctx).hasRemittances(id)) throw conflict(CONTRACT_MESSAGES.hasRemittances);
    const before = present(stored);
    if (!(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'contract', before);
    ctx.changed('contracts');
  },

  /**
   * After a contract's money changed: a work-and-pay contract paid in full completes by itself (on
   * the day its remittances reached the total); one that no longer is (a remittance voided or
   * lowered) runs again, unless another contract has taken its vehicle meanwhile.
   */
  async settle(ctx: ServiceContext, contractId: string): Promise<void> {
    ctx.changed('contracts');
    const previous = await repository(ctx).findById(contractId);
    await repository(ctx).refreshFigures(contractId, businessToday());
    const stored = await repository(ctx).findById(contractId);
    if (!previous || stored?.type !== 'work_and_pay' || stored.status === 'terminated') return;
    const day = completionDay(
      stored.terms.totalPricePesewas ?? 0,
      await repository(ctx).remittancesOf(contractId),
    );
    let next: Pick<ContractState, 'status' | 'completedOn'> | null = null;
    if (day !== null && (stored.status !== 'completed' || stored.completedOn !== day))
      next = { status: 'completed', completedOn: day };
    else if (day === null && stored.status === 'completed') {
      // Taken first, as a new contract takes it: the two are checked one after the other.
      await vehicles(ctx).lock(stored.vehicleId);
      if (await holderOf(ctx, stored.vehicleId, stored, stored._id)) return;
      next = { status: 'active', completedOn: null };
    }
    if (next === null) return;
    // The contract as it stood before this write (its paid sum too).
    const before = present(previous);
    await repository(ctx).setState(contractId, next);
    // Its completion day bounds what falls due.
    await repository(ctx).refreshFigures(contractId, businessToday());
    const storedAfter = await repository(ctx).findById(contractId);
    if (!storedAfter) return;
    await audit.updated(ctx, 'contract', before, present(storedAfter));
  },

  /** A contract's amounts fallen due (one line per period) and its remittances, with a running balance. */
  async ledger(ctx: ReadContext, id: string): Promise<ContractLedger> {
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const paid = await repository(ctx).remittancesOf(id);
    const today = businessToday();
    const paidPesewas = paid.reduce((sum, each) => sum + each.amountPesewas, 0);
    const contract = toContract(stored, paidPesewas, today);
    const due = dueLines(stored.terms, today).map((line) => ({
      date: line.date,
      kind: 'due' as const,
      description: line.description,
      amountPesewas: line.amountPesewas,
      order: 0,
    }));
    const received = inSettlingOrder(paid).map((each) => ({
      date: each.date,
      kind: 'remittance' as const,
      description: remittanceDescription(each.method, each.network),
      amountPesewas: each.amountPesewas,
      receiptNumber: formatReceiptNumber(each.receiptNumber),
      remittanceId: each.id,
      order: 1,
    }));
    // A stable sort keeps each kind's own order within a day; a day's dues come before its money.
    const lines = [...due, ...received].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order,
    );
    let balance = 0;
    const standing = contractStanding(stored.terms, paidPesewas, today);
    return {
      contract,
      entries: lines.map(({ order: _order, amountPesewas, ...line }) => {
        balance += line.kind === 'due' ? amountPesewas : -amountPesewas;
        return { ...line, amount: fromPesewas(amountPesewas), balance: fromPesewas(balance) };
      }),
      totals: {
        expected: fromPesewas(standing.expected),
        paid: fromPesewas(standing.paid),
        arrears: fromPesewas(standing.arrears),
      },
    };
  },
};
