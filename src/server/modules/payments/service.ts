import { MOBILE_MONEY } from '../../../shared/ledger';
import { toPesewas } from '../../../shared/money';
import { CARD, CARD_ONLINE_ONLY_MESSAGE } from '../../../shared/payments';
import type { Payment, PaymentListQuery } from '../../../shared/schemas/payments';
import { NETWORK_WITHOUT_MOMO_MESSAGE } from '../../../shared/schemas/payments';
import { refreshRentFigures } from '../../db/rent-figures';
import { tenancyNamed } from '../../db/tenancy-lookup';
import { businessToday } from '../../lib/business-day';
import { checkMoneyChange } from '../../lib/cash-control';
import { refusedAs } from '../../lib/db-errors';
import { conflict, invalidField, notFound } from '../../lib/domain-errors';
import { checkReferenceFree, holdReference, moneyReferences, receiptSeries } from '../../lib/receipt-series';
import { replayOf } from '../../lib/request-keys';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { type PaymentFields, paymentsRepository, type TenantLink } from './repository';

export const PAYMENT_MESSAGES = {
  deleted: 'Payment deleted successfully',
  unknownTenant: 'Tenant not found: choose a tenant from the list',
  methodRequired: 'Payment method is required',
  keyReused:
    'This payment was already recorded with other details. Check the payment list before adding it again.',
} as const;

/** What add-payment records: the rent record's id and the payment's details. */
export interface AddPaymentInput extends PaymentFields {
  tenant: string;
}

/** What edit-payment changes: a tenant id moves the payment; undefined keeps its tenant. '' method: not sent. */
export interface EditPaymentInput extends PaymentFields {
  tenant?: string | undefined;
}

/** A recorded payment, and whether it was recorded earlier under the same Idempotency-Key. */
export interface RecordedPayment {
  payment: Payment;
  replayed: boolean;
}

const repository = (ctx: ReadContext) => paymentsRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Payment');
const unknownTenant = () => invalidField('tenant', PAYMENT_MESSAGES.unknownTenant);

/** The account's rent record a payment names, as the link the payment keeps; another account's is unknown. */
async function tenantLink(ctx: ReadContext, tenantId: string): Promise<TenantLink> {
  const tenant = await tenancyNamed(ctx.trx, ctx.accountId, tenantId);
  if (!tenant) throw unknownTenant();
  return { id: tenant.id, name: tenant.tenantName };
}

/** Whether a payment stored earlier is what `input` asks to record. */
export function sameDetails(payment: Payment, input: AddPaymentInput): boolean {
  return (
    payment.tenant._id === input.tenant &&
    toPesewas(payment.amountPaid) === toPesewas(input.amountPaid) &&
    payment.method === input.method &&
    payment.date === input.date &&
    payment.status === input.status &&
    payment.reference === (input.reference ?? null) &&
    payment.network === (input.network ?? null) &&
    payment.payerPhone === (input.payerPhone ?? null)
  );
}

/** A repeat of the request under its key answers the payment already recorded; other details are refused. */
function replay(earlier: Payment, input: AddPaymentInput): RecordedPayment {
  const same = (stored: Payment) => sameDetails(stored, input);
  const { record, replayed } = replayOf(earlier, { same, reused: PAYMENT_MESSAGES.keyReused });
  return { payment: record, replayed };
}

/**
 * The tenant was deleted by another transaction after it was read (PostgreSQL's READ COMMITTED):
 * the database refuses the link, and the payment is refused as for an unknown tenant.
 */
const linkedOrUnknown = <T>(write: () => Promise<T>) => refusedAs(write, { foreignKey: unknownTenant });

/** Rent payments (docs/screens.md §3, docs/ledger.md §3), each linked to one of the account's rent records. */
export const paymentsService = {
  /** One page of the list, with how many match and their sum (docs/lists.md). */
  page: (ctx: ReadContext, query: PaymentListQuery) => repository(ctx).page(query),

  /** Every payment the list's query matches, batch by batch (the old whole array, the export). */
  batches: (ctx: ReadContext, query: PaymentListQuery) => repository(ctx).batches(query),

  async findById(ctx: ReadContext, id: string): Promise<Payment> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  /**
   * Records a payment under the account's next receipt number. Once per Idempotency-Key (decision
   * 043): a replay writes nothing (no payment, no receipt number, no audit event, no list change).
   */
  async create(ctx: ServiceContext, input: AddPaymentInput, requestKey?: string): Promise<RecordedPayment> {
    const earlier = await paymentsService.recordedUnder(ctx, requestKey);
    if (earlier) return replay(earlier, input);
    return { payment: await paymentsService.record(ctx, input, requestKey), replayed: false };
  },

  /**
   * The payment already recorded under an Idempotency-Key (decision 043), or null when the key is
   * new (or none). It takes the receipt series first: a repeat sent at the same time waits here, then
   * finds what the first stored. A key whose payment was voided is refused (409).
   */
  async recordedUnder(ctx: ServiceContext, requestKey: string | undefined): Promise<Payment | null> {
    const payments = repository(ctx);
    await receiptSeries(ctx.trx, ctx.accountId).take();
    if (requestKey === undefined) return null;
    const earlierId = await payments.findIdByRequestKey(requestKey);
    if (earlierId === null) return null;
    const earlier = await payments.findById(earlierId);
    if (!earlier) throw conflict(PAYMENT_MESSAGES.keyReused); // recorded, then voided
    return earlier;
  },

  /**
   * Records a payment in the caller's transaction: its rules (Mobile Money network, the tenant, a
   * transaction ID used once), the next receipt number, the key stored with it, the audit event.
   * Add Payment and a tenancy's 'Payment received now' (decision 057) both record through here.
   */
  async record(ctx: ServiceContext, input: AddPaymentInput, requestKey?: string): Promise<Payment> {
    const payments = repository(ctx);
    if (input.network && input.method !== MOBILE_MONEY)
      throw invalidField('network', NETWORK_WITHOUT_MOMO_MESSAGE);
    const tenant = await tenantLink(ctx, input.tenant);
    if (input.reference) await checkReferenceFree(ctx, input.method, input.reference);
    const number = await receiptSeries(ctx.trx, ctx.accountId).next();
    const id = await linkedOrUnknown(() =>
      payments.insert(tenant, input, { number, recordedBy: ctx.actor, requestKey }),
    );
    if (input.reference)
      await holdReference(ctx, input.method, input.reference, { id, receiptNumber: number });
    const created = await payments.findById(id);
    if (!created) throw missing();
    await refreshRentFigures(ctx.trx, ctx.accountId, [tenant.id], businessToday());
    await audit.created(ctx, 'payment', created);
    ctx.changed('payments', 'tenants');
    return created;
  },

  async update(ctx: ServiceContext, id: string, input: EditPaymentInput): Promise<Payment> {
    const payments = repository(ctx);
    const stored = await payments.findStored(id);
    if (!stored || stored.voided) throw missing();
    const before = stored.payment;
    // Empty is "not sent": allowed only when the payment has no method either (round trip).
    if (input.method === '' && before.method !== '') {
      throw invalidField('method', PAYMENT_MESSAGES.methodRequired);
    }
    const method = input.method || before.method;
    // A card payment keeps 'Card' on edit; no other becomes one (decision 167).
    if (method === CARD && before.method !== CARD) throw invalidField('method', CARD_ONLINE_ONLY_MESSAGE);
    checkMoneyChange(
      ctx.actor,
      { ...before, amount: before.amountPaid },
      { amount: input.amountPaid, date: input.date, method },
    );
    const network = input.network === undefined ? before.network : input.network;
    if (network && method !== MOBILE_MONEY) {
      // A network sent with another method is refused; a stored one goes with the method it was for.
      if (input.network) throw invalidField('network', NETWORK_WITHOUT_MOMO_MESSAGE);
    }
    const fields: PaymentFields = {
      ...input,
      method,
      ...(network && method !== MOBILE_MONEY ? { network: null } : {}),
    };
    const reference = input.reference === undefined ? before.reference : input.reference;
    if (reference !== before.reference || method !== before.method) {
      await moneyReferences(ctx.trx, ctx.accountId).release(stored.receiptNumber);
      if (reference) await holdReference(ctx, method, reference, { id, receiptNumber: stored.receiptNumber });
    }
    const moved =
      input.tenant !== undefined && input.tenant !== before.tenant._id
        ? await tenantLink(ctx, input.tenant)
        : undefined;
    if (!(await linkedOrUnknown(() => payments.update(id, fields, moved)))) throw missing();
    const after = await payments.findById(id);
    if (!after) throw missing();
    // The amount, the tenancy or both may have changed: both tenancies' figures follow.
    await refreshRentFigures(ctx.trx, ctx.accountId, [before.tenant._id, after.tenant._id], businessToday());
    await audit.updated(ctx, 'payment', before, after);
    ctx.changed('payments', 'tenants');
    return after;
  },

  /**
   * Voids a payment (docs/ledger.md §3): it leaves every list, total and ledger, but the row and its
   * receipt number stay, and its receipt shows VOID with who, when and why. Its reference is freed.
   */
  async remove(ctx: ServiceContext, id: string, reason: string | null = null): Promise<void> {
    const payments = repository(ctx);
    const before = await payments.findStored(id);
    if (!before || before.voided) throw missing();
    if (!(await payments.markVoid(id, ctx.actor, reason))) throw missing();
    await moneyReferences(ctx.trx, ctx.accountId).release(before.receiptNumber);
    await refreshRentFigures(ctx.trx, ctx.accountId, [before.payment.tenant._id], businessToday());
    const after = await payments.findStored(id);
    const voided = { ...before.payment, voided: after?.voided ?? null };
    await audit.voided(ctx, 'payment', before.payment, voided);
    ctx.changed('payments', 'tenants');
  },
};
