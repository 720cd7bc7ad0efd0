import { roomBeyondUnit, unitName } from '../../../shared/apartments';
import { formatReceiptNumber } from '../../../shared/ledger';
import type { PagedList } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { ArrearsRow, Receipt, TenancyLedger } from '../../../shared/schemas/ledger';
import type { ArrearsListQuery, ArrearsTotals } from '../../../shared/schemas/rent-records';
import { amountInWords } from '../../lib/amount-in-words';
import { businessToday } from '../../lib/business-day';
import { notFound } from '../../lib/domain-errors';
import { mapBatches, offsetBatches, readPage } from '../../lib/list-read';
import type { ReadContext } from '../../lib/service-context';
import { businessService } from '../business';
import { paymentsRepository } from '../payments';
import { remittancesRepository } from '../remittances';
import {
  ensureRentFigures,
  type ListedRentRecord,
  ledgerOf,
  paidThroughOf,
  rentRecordsRepository,
  rentRecordsService,
  toRentRecord,
} from '../rent-records';

const payments = (ctx: ReadContext) => paymentsRepository(ctx.trx, ctx.accountId);
const rentRecords = (ctx: ReadContext) => rentRecordsRepository(ctx.trx, ctx.accountId);

/** How a payment reads on a ledger line: its method and network. */
function paymentDescription(method: string, network: string | null): string {
  if (!method) return 'Payment';
  return network ? `Payment by ${method} (${network})` : `Payment by ${method}`;
}

/** A remittance's receipt (docs/hire.md §2): the hirer paid, for a vehicle on a contract. */
async function remittanceReceipt(ctx: ReadContext, remittanceId: string): Promise<Receipt> {
  const stored = await remittancesRepository(ctx.trx, ctx.accountId).findStored(remittanceId);
  if (!stored) throw notFound('Receipt');
  const { remittance } = stored;
  const { vehicle } = remittance.contract;
  return {
    paymentId: remittance._id,
    kind: 'hire',
    receiptNumber: remittance.receiptNumber,
    date: remittance.date,
    issuedAt: remittance.createdAt,
    business: await businessService.find(ctx),
    tenant: { name: remittance.contract.hirerName, phone: stored.hirerPhone },
    apartment: null,
    roomDescription: '',
    vehicle: { make: vehicle.make, model: vehicle.model, vehicleRegNum: vehicle.vehicleRegNum },
    contract: { _id: remittance.contractId, type: remittance.contract.type },
    amount: remittance.amount,
    amountInWords: amountInWords(stored.amountPesewas),
    method: remittance.method,
    network: remittance.network,
    reference: remittance.reference,
    payerPhone: remittance.payerPhone,
    balanceAfter: stored.voided ? null : remittance.balanceAfter,
    paidThrough: null,
    recordedBy: remittance.recordedBy ? { name: remittance.recordedBy.name } : null,
    voided: stored.voided,
  };
}

/** An arrears row from a listed record (the engine's values as of `today`). */
const arrearsRowOf =
  (today: string) =>
  ({ stored, paidPesewas }: ListedRentRecord): ArrearsRow => {
    const record = toRentRecord(stored, paidPesewas, today);
    return {
      _id: record._id,
      tenantName: record.tenantName,
      tenantPhone: record.tenantPhone,
      apartment: record.apartment,
      roomDescription: record.roomDescription,
      arrears: record.arrears,
      balance: record.balance,
      daysOverdue: record.daysOverdue,
      paidThrough: record.paidThrough,
    };
  };

/** Receipts, tenancy ledgers and arrears (docs/ledger.md §4–5): reads over rent records and payments. */
export const ledgerService = {
  /** A rent payment's or a remittance's receipt; a voided one keeps its receipt, marked void. */
  async receipt(ctx: ReadContext, paymentId: string): Promise<Receipt> {
    const stored = await payments(ctx).findStored(paymentId);
    if (!stored) return remittanceReceipt(ctx, paymentId);
    const { payment } = stored;
    const [tenancy, business] = await Promise.all([
      payment.tenant._id ? rentRecords(ctx).findById(payment.tenant._id) : null,
      businessService.find(ctx),
    ]);
    const paidSoFar =
      tenancy && payment.balanceAfter !== null
        ? tenancy.terms.totalPesewas - requirePesewas(payment.balanceAfter)
        : null;
    return {
      paymentId: payment._id,
      kind: 'rent',
      receiptNumber: payment.receiptNumber,
      date: payment.date,
      issuedAt: payment.createdAt,
      business,
      tenant: { name: payment.tenant.tenantName, phone: tenancy?.tenantPhone ?? '' },
      apartment: tenancy?.apartment
        ? { title: tenancy.apartment.title, location: tenancy.apartment.location }
        : null,
      // The room as far as it says more than the unit: the unit is named once (decision 058).
      roomDescription: tenancy ? roomBeyondUnit(tenancy.roomDescription, unitName(tenancy.apartment)) : '',
      vehicle: null,
      contract: null,
      amount: payment.amountPaid,
      amountInWords: amountInWords(stored.amountPesewas),
      method: payment.method,
      network: payment.network,
      reference: payment.reference,
      payerPhone: payment.payerPhone,
      balanceAfter: payment.balanceAfter,
      paidThrough: tenancy && paidSoFar !== null ? paidThroughOf(tenancy.terms, paidSoFar) : null,
      recordedBy: payment.recordedBy ? { name: payment.recordedBy.name } : null,
      voided: stored.voided,
    };
  },

  /** A tenancy's charges fallen due and its payments, in date order, with a running balance. */
  async tenancyLedger(ctx: ReadContext, rentRecordId: string): Promise<TenancyLedger> {
    const [tenancy, stored, paid] = await Promise.all([
      rentRecordsService.findById(ctx, rentRecordId),
      rentRecords(ctx).findById(rentRecordId),
      payments(ctx).ofTenant(rentRecordId),
    ]);
    if (!stored) throw notFound('Tenant record');
    const lines = ledgerOf(
      stored.terms,
      paid.map((payment) => ({
        id: payment._id,
        date: payment.date,
        amountPesewas: requirePesewas(payment.amountPaid),
        receiptNumber: Number(payment.receiptNumber.slice(4)),
        description: paymentDescription(payment.method, payment.network),
      })),
      businessToday(),
    );
    return {
      tenancy,
      entries: lines.map((line) => ({
        date: line.date,
        kind: line.kind,
        description: line.description,
        amount: fromPesewas(line.amountPesewas),
        balance: fromPesewas(line.balancePesewas),
        ...(line.receiptNumber !== undefined
          ? { receiptNumber: formatReceiptNumber(line.receiptNumber) }
          : {}),
        ...(line.paymentId !== undefined ? { paymentId: line.paymentId } : {}),
      })),
      totals: {
        charged: tenancy.due,
        paid: tenancy.paid,
        balance: tenancy.balance,
        arrears: tenancy.arrears,
      },
    };
  },

  /**
   * The arrears list (docs/lists.md): one page, searched, filtered, sorted and totalled by the
   * database over the stored figures, brought to today first.
   */
  async arrearsPage(
    ctx: ReadContext,
    query: ArrearsListQuery,
  ): Promise<PagedList<ArrearsRow, ArrearsTotals>> {
    const today = businessToday();
    await ensureRentFigures(ctx.trx, ctx.accountId, today);
    const queries = rentRecordsRepository(ctx.trx, ctx.accountId).arrearsQueries(query);
    return readPage(query, {
      count: queries.count,
      totals: async () => ({ arrears: fromPesewas((await queries.totals()).arrears) }),
      rows: async (limit, offset) => (await queries.rows(limit, offset)).map(arrearsRowOf(today)),
    });
  },

  /** The whole arrears list in its order, batch by batch (the old array, and the export). */
  /** The whole arrears list in its order, batch by batch (the old array, and the export); figures brought to today first. */
  async arrearsBatches(ctx: ReadContext, query: ArrearsListQuery): Promise<AsyncGenerator<ArrearsRow[]>> {
    const today = businessToday();
    await ensureRentFigures(ctx.trx, ctx.accountId, today);
    const queries = rentRecordsRepository(ctx.trx, ctx.accountId).arrearsQueries(query);
    return mapBatches(offsetBatches(queries.rows), arrearsRowOf(today));
  },
};
