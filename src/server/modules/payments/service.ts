import { toPesewas } from '../../../shared/money';
import type { Payment } from '../../../shared/schemas/payments';
import { refusedAs } from '../../lib/db-errors';
import { conflict, invalidField, notFound } from '../../lib/domain-errors';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit/service';
import { rentRecordsRepository } from '../rent-records/repository';
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
  const tenant = await rentRecordsRepository(ctx.trx, ctx.accountId).findById(tenantId);
  if (!tenant) throw unknownTenant();
  return { id: tenant._id, name: tenant.tenantName };
}

/** Whether a payment stored earlier is what `input` asks to record. */
function sameDetails(payment: Payment, input: AddPaymentInput): boolean {
  return (
    payment.tenant._id === input.tenant &&
    toPesewas(payment.amountPaid) === toPesewas(input.amountPaid) &&
    payment.method === input.method &&
    payment.date === input.date &&
    payment.status === input.status
  );
}

/** A repeat of the request under its key answers the payment already recorded; other details are refused. */
function replay(earlier: Payment, input: AddPaymentInput): RecordedPayment {
  if (!sameDetails(earlier, input)) throw conflict(PAYMENT_MESSAGES.keyReused);
  return { payment: earlier, replayed: true };
}

/**
 * The tenant was deleted by another transaction after it was read (PostgreSQL's READ COMMITTED):
 * the database refuses the link, and the payment is refused as for an unknown tenant.
 */
const linkedOrUnknown = <T>(write: () => Promise<T>) => refusedAs(write, { foreignKey: unknownTenant });

/** Rent payments (spec.md §3), each linked to one of the account's rent records. */
export const paymentsService = {
  list: (ctx: ReadContext) => repository(ctx).list(),

  async findById(ctx: ReadContext, id: string): Promise<Payment> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  /**
   * Records a payment once per Idempotency-Key in the account (decision 043). A replay writes
   * nothing: no payment, no audit event, no list change.
   */
  async create(ctx: ServiceContext, input: AddPaymentInput, requestKey?: string): Promise<RecordedPayment> {
    const payments = repository(ctx);
    const earlier = requestKey === undefined ? null : await payments.findByRequestKey(requestKey);
    if (earlier) return replay(earlier, input);
    const tenant = await tenantLink(ctx, input.tenant);
    const created = await linkedOrUnknown(() => payments.insert(tenant, input, requestKey));
    if (!created) {
      // The same request, sent twice at once: the other one recorded it first.
      const winner = requestKey === undefined ? null : await payments.findByRequestKey(requestKey);
      if (!winner) throw new Error('a payment request key conflicted with no stored payment');
      return replay(winner, input);
    }
    await audit.created(ctx, 'payment', created);
    ctx.changed('payments');
    return { payment: created, replayed: false };
  },

  async update(ctx: ServiceContext, id: string, input: EditPaymentInput): Promise<Payment> {
    const payments = repository(ctx);
    const before = await payments.findById(id);
    if (!before) throw missing();
    // Empty is "not sent": allowed only when the payment has no method either (round trip).
    if (input.method === '' && before.method !== '') {
      throw invalidField('method', PAYMENT_MESSAGES.methodRequired);
    }
    const moved =
      input.tenant !== undefined && input.tenant !== before.tenant._id
        ? await tenantLink(ctx, input.tenant)
        : undefined;
    const after = await linkedOrUnknown(() => payments.update(id, input, moved));
    if (!after) throw missing();
    await audit.updated(ctx, 'payment', before, after);
    ctx.changed('payments');
    return after;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const payments = repository(ctx);
    const before = await payments.findById(id);
    if (!before || !(await payments.remove(id))) throw missing();
    await audit.deleted(ctx, 'payment', before);
    ctx.changed('payments');
  },
};
