import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { routes } from '../../../../shared/paths';
import type { PaymentIntentsTable } from '../../../db/schema';
import type { Executor } from '../../../lib/service-context';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOutcome,
  type WebhookNotice,
} from './types';

/** A fresh secret for one intent's test checkout: the webhook must bring it back (docs/collect.md §2). */
export const newTestSecret = (): string => randomBytes(18).toString('base64url');

/** Constant-time comparison of a secret sent with the one stored. */
function sameSecret(sent: unknown, stored: string | null): boolean {
  if (typeof sent !== 'string' || !stored) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the test checkout's webhook carries; `amount` (cedis, optional) lets a test pay another sum. */
interface TestWebhookBody {
  reference?: unknown;
  status?: unknown;
  secret?: unknown;
  amount?: unknown;
}

function parse(rawBody: string): TestWebhookBody | null {
  try {
    const body = JSON.parse(rawBody) as unknown;
    return body && typeof body === 'object' ? (body as TestWebhookBody) : null;
  } catch {
    return null;
  }
}

/** The reference a test webhook names, before anything is verified. */
export function testWebhookReference(rawBody: string): string | null {
  const reference = parse(rawBody)?.reference;
  return typeof reference === 'string' && reference ? reference : null;
}

type StoredIntent = Pick<
  Selectable<PaymentIntentsTable>,
  'reference' | 'amount_pesewas' | 'test_secret' | 'status' | 'paid_pesewas' | 'provider_transaction_id'
>;

/**
 * The `test` provider (docs/collect.md §2): its checkout is the product's own page
 * `/pay/test/{reference}#{secret}` on the statement's origin; 'Approve' and 'Decline' call its
 * webhook with the intent's secret. It keeps no state of its own: asked for a status, it answers
 * from the stored intent, so it is pending until the webhook came. `intent` is the one a webhook
 * or a status check is about (its secret and amount).
 */
export function createTestProvider(db: Executor, intent?: StoredIntent): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const row = await db
        .selectFrom('payment_intents')
        .select('test_secret')
        .where('reference', '=', request.reference)
        .executeTakeFirst();
      if (!row?.test_secret) throw new PaymentProviderError('Unknown test payment', { retryable: false });
      const origin = new URL(request.returnUrl).origin;
      return { checkoutUrl: `${origin}${routes.testCheckout(request.reference)}#${row.test_secret}` };
    },

    async checkStatus(reference: string): Promise<ProviderOutcome> {
      const row = await db
        .selectFrom('payment_intents')
        .select(['status', 'paid_pesewas', 'amount_pesewas', 'provider_transaction_id', 'failure'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) throw new PaymentProviderError('Unknown test payment', { retryable: false });
      if (row.status === 'paid')
        return {
          status: 'paid',
          amountPesewas: Number(row.paid_pesewas ?? row.amount_pesewas),
          channel: 'mobile_money',
          network: 'MTN MoMo',
          transactionId: row.provider_transaction_id ?? testTransactionId(reference),
        };
      if (row.status === 'failed') return { status: 'failed', reason: row.failure ?? 'Declined' };
      return { status: 'pending' };
    },

    readWebhook({ rawBody }): WebhookNotice | null {
      const body = parse(rawBody);
      if (!body || !intent || body.reference !== intent.reference) return null;
      if (!sameSecret(body.secret, intent.test_secret)) return null;
      if (body.status === 'failed')
        return { reference: intent.reference, outcome: { status: 'failed', reason: 'Declined' } };
      if (body.status !== 'success') return null;
      const paid =
        typeof body.amount === 'number' && Number.isFinite(body.amount) && body.amount > 0
          ? Math.round(body.amount * 100)
          : Number(intent.amount_pesewas);
      return {
        reference: intent.reference,
        outcome: {
          status: 'paid',
          amountPesewas: paid,
          channel: 'mobile_money',
          network: 'MTN MoMo',
          transactionId: testTransactionId(intent.reference),
        },
      };
    },

    async checkKeys(): Promise<void> {},
  };
}

/** The test provider's transaction id: the Mobile Money reference its payments are recorded with. */
export const testTransactionId = (reference: string) => `TEST-${reference}`;
