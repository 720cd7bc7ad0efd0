/**
 * What every payment provider adapter offers (docs/collect.md §2). Paystack and Hubtel are adapters
 * over their documented HTTP APIs, with base URLs that are settings so the tests run against local
 * servers; `test` is the product's own checkout, offered only with PAYMENTS_TEST_PROVIDER=true.
 */
import type { OnlinePaymentProvider, PaymentChannel } from '../../../../shared/collect';
import type { MomoNetwork } from '../../../../shared/ledger';

/** What the provider needs to open a checkout for one payment intent. */
export interface CheckoutRequest {
  /** The intent's reference, unique across the deployment, at most 32 characters. */
  reference: string;
  amountPesewas: number;
  /** The payer's phone, E.164 (+233…). */
  phone: string;
  /** One line the payer sees at the provider ("Rent, Unit 4, Kofi Mensah"). */
  description: string;
  /** Where the provider sends the payer back (the statement page, which then asks at once). */
  returnUrl: string;
  /** Where the provider posts its outcome (docs/collect.md §2); Hubtel takes it per request. */
  webhookUrl: string;
}

export interface Checkout {
  /** The provider's page the payer is sent to. */
  checkoutUrl: string;
}

/** What the provider says of one intent, asked by its reference or read from a verified webhook. */
export type ProviderOutcome =
  | {
      status: 'paid';
      /** What was actually paid, in pesewas (may differ from the intent's amount). */
      amountPesewas: number;
      channel: PaymentChannel;
      /** Mobile Money's network, when the provider says which. */
      network: MomoNetwork | null;
      /** The provider's own id of the transaction. */
      transactionId: string;
    }
  | { status: 'failed'; reason: string }
  | { status: 'pending' };

/** A webhook as received: the raw body (signatures are over the exact bytes) and its headers. */
export interface IncomingWebhook {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A webhook's meaning once verified: the intent's reference, and the outcome when the provider's
 * signature vouches for it (Paystack). `outcome: null` (Hubtel, unsigned) means "ask the provider
 * for the status before believing anything".
 */
export interface WebhookNotice {
  reference: string;
  outcome: ProviderOutcome | null;
  /**
   * The Mobile Money network an unsigned webhook names (Hubtel's `PaymentDetails.Channel`): a label
   * only, used when the status check that confirms the payment names none (decision 175).
   */
  network?: MomoNetwork | null;
}

export interface PaymentProvider {
  name: OnlinePaymentProvider;
  /** Opens a checkout. Throws PaymentProviderError when the provider refuses or cannot be reached. */
  createCheckout(request: CheckoutRequest, signal?: AbortSignal): Promise<Checkout>;
  /** Asks the provider about one intent. Throws PaymentProviderError when it cannot answer now. */
  checkStatus(reference: string, signal?: AbortSignal): Promise<ProviderOutcome>;
  /** Reads a webhook; null when it is not verified or not understood (answered 400, nothing changes). */
  readWebhook(webhook: IncomingWebhook): WebhookNotice | null;
  /** Settings' 'Check': proves the keys against the provider; throws PaymentProviderError saying why not. */
  checkKeys(signal?: AbortSignal): Promise<void>;
}

/** A provider that refused, timed out or answered in a form it does not document. */
export class PaymentProviderError extends Error {
  /** True when asking again later may succeed (timeout, 5xx, 429). */
  readonly retryable: boolean;
  readonly status: number | undefined;
  constructor(message: string, options: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.retryable = options.retryable;
    this.status = options.status;
  }
}
