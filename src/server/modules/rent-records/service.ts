import { toDay } from '../../../shared/dates';
import type { PagedList } from '../../../shared/list-query';
import { fromPesewas, requirePesewas, toPesewas } from '../../../shared/money';
import type { Payment, PaymentMethod } from '../../../shared/schemas/payments';
import type { RentRecord, RentRecordListQuery, RentRecordTotals } from '../../../shared/schemas/rent-records';
import { ensureRentFigures, refreshRentFigures } from '../../db/rent-figures';
import { currentTenancyOf } from '../../db/unit-tenancies';
import { businessToday } from '../../lib/business-day';
import { conflict, invalidField, notFound } from '../../lib/domain-errors';
import { mapBatches, offsetBatches, readPage } from '../../lib/list-read';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { apartmentsRepository } from '../apartments';
import { audit } from '../audit';
import type { PaymentFields } from '../payments';
import {
  type AddPaymentInput,
  PAYMENT_MESSAGES,
  paymentsRepository,
  paymentsService,
  sameDetails,
} from '../payments';
import { toRentRecord } from './present';
import {
  type ListedRentRecord,
  type RentFigureSums,
  type RentRecordInput,
  rentRecordsRepository,
  type StoredRentRecord,
} from './repository';
import { termsOverlap } from './tenancy';

export const RENT_RECORD_MESSAGES = {
  deleted: 'Tenant record deleted successfully',
  unknownUnit: 'Unit not found: choose an apartment from the list',
} as const;

const repository = (ctx: ReadContext) => rentRecordsRepository(ctx.trx, ctx.accountId);
const payments = (ctx: ReadContext) => paymentsRepository(ctx.trx, ctx.accountId);
const units = (ctx: ReadContext) => apartmentsRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Tenant record');

async function present(ctx: ReadContext, stored: StoredRentRecord): Promise<RentRecord> {
  return toRentRecord(stored, await payments(ctx).paidByOneTenant(stored._id), businessToday());
}

/**
 * A unit is let to one Active tenancy at a time over overlapping dates (docs/ledger.md §2). The unit's row
 * is taken first, so two tenancies saved at once for one unit are checked one after the other.
 */
async function checkUnitIsFree(
  ctx: ServiceContext,
  unitId: string,
  term: { rentedDate: string; expirationDate: string },
  recordId: string | null,
) {
  const unit = await units(ctx).lock(unitId);
  if (!unit) throw invalidField('apartmentId', RENT_RECORD_MESSAGES.unknownUnit);
  const holder = (await repository(ctx).activeOnUnits([unitId])).find(
    (tenancy) => tenancy.id !== recordId && termsOverlap(tenancy, term),
  );
  if (holder) {
    throw conflict(
      `${unit.title} is already let to ${holder.tenantName} until ${holder.expirationDate.slice(0, 10)}. ` +
        'End or move that tenancy first, or choose dates after it.',
    );
  }
}

/**
 * Brings a unit's status and tenant in line with its Active tenancies (docs/ledger.md §2): Occupied by the
 * current one while any holds it; otherwise Available (unless in Maintenance) with no tenant.
 */
async function syncUnit(ctx: ServiceContext, unitId: string) {
  const before = await units(ctx).findById(unitId);
  if (!before) return;
  const active = await repository(ctx).activeOnUnits([unitId]);
  const current = currentTenancyOf(active, businessToday()) ?? active[active.length - 1];
  const status = current ? 'Occupied' : before.status === 'Maintenance' ? 'Maintenance' : 'Available';
  const tenant = current?.tenantName ?? '';
  if (before.status === status && before.tenant === tenant) return;
  const after = await units(ctx).setOccupancy(unitId, status, tenant);
  if (after) await audit.updated(ctx, 'apartment', before, after);
}

/**
 * The units whose status a write may have changed: those an Active tenancy held before or holds
 * after, when the unit, status, name or dates moved. A unit the record never held while Active
 * keeps what the landlord set by hand.
 */
function unitsToSync(before: StoredRentRecord | null, after: StoredRentRecord | null): string[] {
  const held = [before, after].filter((record) => record?.status === 'Active' && record.apartmentId);
  const moved =
    !before ||
    !after ||
    before.apartmentId !== after.apartmentId ||
    before.status !== after.status ||
    before.tenantName !== after.tenantName ||
    before.rentedDate !== after.rentedDate ||
    before.expirationDate !== after.expirationDate;
  return moved ? [...new Set(held.map((record) => record?.apartmentId ?? ''))] : [];
}

/** Brings each unit a write touched in line with its tenancies; true when any was named. */
async function syncUnits(ctx: ServiceContext, unitIds: string[]): Promise<boolean> {
  for (const unitId of unitIds) await syncUnit(ctx, unitId);
  if (unitIds.length > 0) ctx.changed('apartments');
  return unitIds.length > 0;
}

/** 'Payment received now' (decision 057): a payment's details without its tenant, date and status optional. */
export interface ReceivedPayment extends Omit<PaymentFields, 'date' | 'status' | 'method'> {
  method: PaymentMethod;
  date?: string | undefined;
  status?: PaymentFields['status'] | undefined;
}

/** What Add tenant and Renew send: the tenancy and, optionally, the payment received with it. */
export interface AddRentRecordInput extends RentRecordInput {
  payment?: ReceivedPayment | undefined;
}

/** A tenancy just added, the payment received with it (if any), and whether it was a replay. */
export interface AddedRentRecord {
  record: RentRecord;
  payment?: Payment;
  replayed: boolean;
}

/** The payment to record for a tenancy: today unless dated; Completed when it covers the total. */
function paymentFor(
  record: Pick<RentRecord, '_id' | 'totalAmount'>,
  received: ReceivedPayment,
): AddPaymentInput {
  const covers = requirePesewas(received.amountPaid) >= requirePesewas(record.totalAmount);
  return {
    ...received,
    tenant: record._id,
    date: received.date ?? businessToday(),
    status: received.status ?? (covers ? 'Completed' : 'Partial'),
  };
}

/** Whether a tenancy stored earlier is the one `input` asks to add (a repeat under the same key). */
function sameTenancy(record: RentRecord, input: RentRecordInput): boolean {
  const money = (value: number) => toPesewas(value);
  return (
    record.tenantName === input.tenantName &&
    record.tenantPhone === input.tenantPhone &&
    record.roomDescription === input.roomDescription &&
    toDay(record.rentedDate) === toDay(input.rentedDate) &&
    toDay(record.expirationDate) === toDay(input.expirationDate) &&
    record.noOfMonthsRented === input.noOfMonthsRented &&
    money(record.amountPaidOnUtility) === money(input.amountPaidOnUtility) &&
    money(record.monthlyPrice) === money(input.monthlyPrice) &&
    money(record.totalAmount) === money(input.totalAmount) &&
    record.status === (input.status ?? 'Active') &&
    (input.billing === undefined || record.billing === input.billing) &&
    record.apartmentId === (input.apartmentId ?? null)
  );
}

/** A listed record with its derived values as of `today` (the stored paid sum, the engine's rules). */
const listedRecord =
  (today: string) =>
  ({ stored, paidPesewas }: ListedRentRecord): RentRecord =>
    toRentRecord(stored, paidPesewas, today);

/** Sums in pesewas as the API shows them, in cedis. */
export function figureSumsInCedis(sums: RentFigureSums): RentRecordTotals {
  return {
    due: fromPesewas(sums.due),
    paid: fromPesewas(sums.paid),
    balance: fromPesewas(sums.balance),
    arrears: fromPesewas(sums.arrears),
    amountPaidOnUtility: fromPesewas(sums.utility),
    totalAmount: fromPesewas(sums.totalAmount),
  };
}

/** Tenants' rent records (docs/screens.md §3) as tenancies on units (docs/ledger.md §1–2). */
export const rentRecordsService = {
  /**
   * The rent records list (docs/lists.md): one page in the envelope, searched, filtered, sorted and
   * totalled by the database over the stored figures, brought to today first.
   */
  async page(ctx: ReadContext, query: RentRecordListQuery): Promise<PagedList<RentRecord, RentRecordTotals>> {
    const today = businessToday();
    await ensureRentFigures(ctx.trx, ctx.accountId, today);
    const queries = repository(ctx).listQueries(query);
    const page = await readPage(query, {
      count: queries.count,
      totals: async () => figureSumsInCedis(await queries.totals()),
      rows: async (limit, offset) => (await queries.rows(limit, offset)).map(listedRecord(today)),
    });
    return page;
  },

  /** The whole list in its order, batch by batch (the old array, and the export). */
  /** The whole list in its order, batch by batch (the old array, and the export); figures brought to today first. */
  async batches(ctx: ReadContext, query: RentRecordListQuery): Promise<AsyncGenerator<RentRecord[]>> {
    const today = businessToday();
    await ensureRentFigures(ctx.trx, ctx.accountId, today);
    const queries = repository(ctx).listQueries(query);
    return mapBatches(offsetBatches(queries.rows), listedRecord(today));
  },

  /** As of `today` (the business day unless told: the reminders read yesterday's arrears). */
  async list(ctx: ReadContext, today = businessToday()): Promise<RentRecord[]> {
    const [stored, paid] = await Promise.all([repository(ctx).list(), payments(ctx).paidByTenant()]);
    return stored.map((record) => toRentRecord(record, paid.get(record._id) ?? 0, today));
  },

  /** A unit's rent records, newest first (the later clients' route, docs/ledger.md §2). */
  async listByApartment(ctx: ReadContext, apartmentId: string): Promise<RentRecord[]> {
    if (!(await units(ctx).findById(apartmentId))) throw notFound('Apartment');
    const [stored, paid] = await Promise.all([
      repository(ctx).listByApartment(apartmentId),
      payments(ctx).paidByTenant(),
    ]);
    const today = businessToday();
    return stored.map((record) => toRentRecord(record, paid.get(record._id) ?? 0, today));
  },

  async findById(ctx: ReadContext, id: string): Promise<RentRecord> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return present(ctx, found);
  },

  async create(ctx: ServiceContext, input: RentRecordInput): Promise<RentRecord> {
    const unitId = input.apartmentId ?? null;
    if (unitId && (input.status ?? 'Active') === 'Active') await checkUnitIsFree(ctx, unitId, input, null);
    else if (unitId && !(await units(ctx).findById(unitId))) {
      throw invalidField('apartmentId', RENT_RECORD_MESSAGES.unknownUnit);
    }
    const id = await repository(ctx).insert(input);
    await refreshRentFigures(ctx.trx, ctx.accountId, [id], businessToday());
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const created = await present(ctx, stored);
    await audit.created(ctx, 'rent_record', created);
    ctx.changed('tenants');
    await syncUnits(ctx, unitsToSync(null, stored));
    return created;
  },

  /**
   * Add tenant and Renew (decision 057): the tenancy and the payment received with it, in one
   * transaction (the caller's), the payment numbered and audited by the payments service. Once per
   * Idempotency-Key, as Add Payment (decision 043): the key is stored with the payment, a repeat
   * answers what was recorded, other details under the same key are refused (409).
   */
  async add(ctx: ServiceContext, input: AddRentRecordInput, requestKey?: string): Promise<AddedRentRecord> {
    const { payment: received, ...fields } = input;
    if (!received) return { record: await rentRecordsService.create(ctx, fields), replayed: false };
    const earlier = await paymentsService.recordedUnder(ctx, requestKey);
    if (earlier) {
      const tenancy = earlier.tenant._id ? await repository(ctx).findById(earlier.tenant._id) : null;
      const record = tenancy ? await present(ctx, tenancy) : null;
      if (!record || !sameTenancy(record, fields) || !sameDetails(earlier, paymentFor(record, received)))
        throw conflict(PAYMENT_MESSAGES.keyReused);
      return { record, payment: earlier, replayed: true };
    }
    const created = await rentRecordsService.create(ctx, fields);
    const payment = await paymentsService.record(ctx, paymentFor(created, received), requestKey);
    return { record: await rentRecordsService.findById(ctx, created._id), payment, replayed: false };
  },

  /** Replaces the record; a new name is written on the tenant's payments too, in the same transaction. */
  async update(ctx: ServiceContext, id: string, input: RentRecordInput): Promise<RentRecord> {
    const storedBefore = await repository(ctx).findById(id);
    if (!storedBefore) throw missing();
    const before = await present(ctx, storedBefore);
    const unitId = input.apartmentId === undefined ? storedBefore.apartmentId : input.apartmentId;
    const status = input.status ?? storedBefore.status;
    if (unitId && status === 'Active') await checkUnitIsFree(ctx, unitId, input, id);
    else if (unitId && unitId !== storedBefore.apartmentId && !(await units(ctx).findById(unitId))) {
      throw invalidField('apartmentId', RENT_RECORD_MESSAGES.unknownUnit);
    }
    if (!(await repository(ctx).update(id, input))) throw missing();
    // The terms may have changed: the stored figures follow in this transaction.
    await refreshRentFigures(ctx.trx, ctx.accountId, [id], businessToday());
    const storedAfter = await repository(ctx).findById(id);
    if (!storedAfter) throw missing();
    const after = await present(ctx, storedAfter);
    await audit.updated(ctx, 'rent_record', before, after);
    ctx.changed('tenants');
    const renamed = await payments(ctx).renameTenant(id, after.tenantName);
    // Each payment's balance-after follows the tenancy's total.
    if (renamed > 0 || before.totalAmount !== after.totalAmount) ctx.changed('payments');
    // A unit's list of tenancies (`tenants`) follows a record moved on or off it.
    const synced = await syncUnits(ctx, unitsToSync(storedBefore, storedAfter));
    if (!synced && storedBefore.apartmentId !== storedAfter.apartmentId) ctx.changed('apartments');
    return after;
  },

  /** Deletes the record; its payments stay, unlinked, under the tenant's name; its unit is freed. */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const before = await present(ctx, stored);
    const unlinked = await payments(ctx).unlinkTenant(id);
    if (!(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'rent_record', before);
    ctx.changed('tenants');
    if (unlinked > 0) ctx.changed('payments');
    const synced = await syncUnits(ctx, unitsToSync(stored, null));
    if (!synced && stored.apartmentId) ctx.changed('apartments');
  },
};
