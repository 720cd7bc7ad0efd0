import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_PAYMENT_ACTOR_ID, type OnlinePaymentProvider } from '../../../shared/collect';
import { MOBILE_MONEY, type MomoNetwork } from '../../../shared/ledger';
import { formatGhc, fromPesewas } from '../../../shared/money';
import { CARD } from '../../../shared/payments';
import type { PayState } from '../../../shared/schemas/online-payments';
import type { Db, Engine } from '../../db/connection';
import { businessToday } from '../../lib/business-day';
import { invalid, invalidField, notFound } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { moneyReferences, receiptSeries } from '../../lib/receipt-series';
import { type Actor, type Executor, runWrite } from '../../lib/service-context';
import { paymentsService } from '../payments';
import { type Messaging, queueMessage, smsSetUp } from '../reminders';
import { remittancesService } from '../remittances';
import { findStatementLink, payableAmounts, type StatementLinkTarget, statementUrl } from '../statements';
import {
  chosenProvider,
  newTestSecret,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOptions,
  type ProviderOutcome,
  providerFor,
  webhookReference,
} from './providers';
import { type PaymentIntent, paymentIntentsRepository } from './repository';

/** Who records what the provider paid: the audit log and the receipt name it (docs/collect.md §2). */
export const ONLINE_PAYMENT_ACTOR: Actor = {
  _id: ONLINE_PAYMENT_ACTOR_ID,
  name: 'Online payment',
  role: 'Admin',
};

export const ONLINE_PAYMENT_MESSAGES = {
  noProvider: 'This business does not take payments online yet. Please pay the office directly.',
  nothingOwed: 'Nothing is owed on this statement now.',
  providerDown:
    'The payment provider could not be reached. Nothing was charged: please try again in a few minutes.',
  providerRefused:
    'The payment provider refused to open a checkout. Nothing was charged: please try again later.',
  unknownWebhook: 'Unknown or unverified notification',
} as const;

/** What the module needs of the app: the database, its engine and the providers it may use. */
export interface OnlinePaymentsEnv {
  db: Db;
  engine: Engine;
  providers: ProviderOptions;
  /** The SMS side: a paid intent's receipt goes out through it when SMS is set up (docs/collect.md §2). */
  messaging: Messaging;
  log: FastifyBaseLogger;
}

/** First check of a pending intent, then the back-off and its cap; expired after a day (docs/collect.md §2). */
export const FIRST_CHECK_MS = 5 * 60_000;
export const CHECK_CAP_MS = 60 * 60_000;
export const EXPIRY_MS = 24 * 60 * 60_000;

/** 5, 10, 20, 40 minutes, then every hour. */
export const checkDelayMs = (checks: number) => Math.min(FIRST_CHECK_MS * 2 ** checks, CHECK_CAP_MS);

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'PM' and 20 random base32 characters (100 bits): unique across the deployment, 22 characters. */
export function newReference(): string {
  const bytes = randomBytes(20);
  return `PM${Array.from(bytes, (byte) => BASE32[byte % 32]).join('')}`;
}

async function targetOf(db: Executor, token: string): Promise<StatementLinkTarget> {
  const target = await findStatementLink(db, token);
  if (!target) throw notFound('Statement');
  return target;
}

async function describe(db: Executor, intent: Pick<PaymentIntent, 'account_id' | 'record_kind'>) {
  const business = await db
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', intent.account_id)
    .executeTakeFirst();
  const name = business?.name ?? '';
  return { businessName: name, description: `${intent.record_kind === 'rent' ? 'Rent' : 'Hire'} to ${name}` };
}

/** The statement page's address for one intent, where the payer comes back from the checkout. */
/** The token of the statement link of an intent's record, if it has one. */
async function linkTokenOf(db: Executor, intent: PaymentIntent): Promise<string | null> {
  const link = await db
    .selectFrom('statement_links')
    .select('token')
    .where('account_id', '=', intent.account_id)
    .where('record_kind', '=', intent.record_kind)
    .where('record_id', '=', intent.record_id)
    .executeTakeFirst();
  return link?.token ?? null;
}

async function returnUrlOf(db: Executor, baseUrl: string, intent: PaymentIntent): Promise<string> {
  const token = await linkTokenOf(db, intent);
  const url = token ? statementUrl(baseUrl, token) : baseUrl;
  return `${url}?reference=${encodeURIComponent(intent.reference)}`;
}

const providerOf = (env: OnlinePaymentsEnv, intent: PaymentIntent) =>
  providerFor(env.db, env.providers, intent.account_id, intent.provider, intent);

async function stateOf(db: Executor, intent: PaymentIntent): Promise<PayState> {
  return {
    reference: intent.reference,
    status: intent.status,
    amount: fromPesewas(Number(intent.amount_pesewas)),
    receiptNumber: await paymentIntentsRepository(db).receiptNumberOf(intent),
  };
}

/**
 * Records what the provider paid, in ONE transaction: the intent is claimed by a conditional update
 * (any state but paid), then the rent payment or remittance with its receipt number and audit event.
 * A second webhook, a status check racing it, or another process waits for the claim's row lock
 * (SQLite: BEGIN IMMEDIATE) and then finds it paid: the payment is recorded exactly once.
 * An intent expired or failed that the provider says was paid is recorded too: the money came.
 */
async function completePaid(
  env: OnlinePaymentsEnv,
  intent: PaymentIntent,
  outcome: Extract<ProviderOutcome, { status: 'paid' }>,
): Promise<boolean> {
  const who = { actor: ONLINE_PAYMENT_ACTOR, accountId: intent.account_id };
  let receipt: string | null = null;
  const { result } = await runWrite(env.db, env.engine, who, async (ctx) => {
    const at = new Date().toISOString();
    const claimed = await ctx.trx
      .updateTable('payment_intents')
      .set({
        status: 'paid',
        paid_pesewas: outcome.amountPesewas,
        channel: outcome.channel,
        network: outcome.network,
        provider_transaction_id: outcome.transactionId,
        next_check_at: null,
        failure: null,
        updated_at: at,
      })
      .where('id', '=', intent.id)
      .where('status', '<>', 'paid')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await receiptSeries(ctx.trx, ctx.accountId).take();
    const card = outcome.channel === 'card';
    // The office already recorded this transaction id: the money is in the books once. The intent is
    // linked to that record; nothing new, no receipt number, no SMS (decision 169).
    const held = await moneyReferences(ctx.trx, ctx.accountId).holderId(
      card ? CARD : MOBILE_MONEY,
      outcome.transactionId,
    );
    if (held) {
      const payment = await ctx.trx
        .selectFrom('payments')
        .select('id')
        .where('account_id', '=', ctx.accountId)
        .where('id', '=', held)
        .executeTakeFirst();
      await ctx.trx
        .updateTable('payment_intents')
        .set(payment ? { payment_id: held } : { remittance_id: held })
        .where('id', '=', intent.id)
        .execute();
      env.log.info(
        { reference: intent.reference, holder: held },
        'online payment already recorded by the office under its transaction id',
      );
      return true;
    }
    const money = {
      date: businessToday(),
      reference: outcome.transactionId,
      network: card ? null : outcome.network,
      payerPhone: intent.phone,
    };
    if (intent.record_kind === 'rent') {
      const payment = await paymentsService.record(ctx, {
        ...money,
        tenant: intent.record_id,
        amountPaid: fromPesewas(outcome.amountPesewas),
        method: card ? CARD : MOBILE_MONEY,
        status: 'Completed',
      });
      receipt = payment.receiptNumber;
      await ctx.trx
        .updateTable('payment_intents')
        .set({ payment_id: payment._id })
        .where('id', '=', intent.id)
        .execute();
    } else {
      const { remittance } = await remittancesService.create(ctx, {
        ...money,
        contractId: intent.record_id,
        amount: fromPesewas(outcome.amountPesewas),
        method: card ? CARD : MOBILE_MONEY,
        note: 'Paid online',
        odometer: null,
      });
      receipt = remittance.receiptNumber;
      await ctx.trx
        .updateTable('payment_intents')
        .set({ remittance_id: remittance._id })
        .where('id', '=', intent.id)
        .execute();
    }
    return true;
  });
  if (result && outcome.amountPesewas !== Number(intent.amount_pesewas)) {
    env.log.warn(
      { reference: intent.reference, asked: intent.amount_pesewas, paid: outcome.amountPesewas },
      'online payment differs from its intent',
    );
  }
  if (result && receipt) await sendReceipt(env, intent, outcome.amountPesewas, receipt);
  return result;
}

/**
 * The SMS receipt to the payer's phone when SMS is set up (docs/collect.md §2, decision 168): queued
 * after the payment committed, by the one caller whose claim recorded it (and the outbox's key on the
 * intent queues it once), for the sender's next pass. It never holds up or undoes the payment: a
 * failure to queue is logged.
 */
async function sendReceipt(env: OnlinePaymentsEnv, intent: PaymentIntent, pesewas: number, receipt: string) {
  if (!smsSetUp(env.messaging)) return;
  try {
    const { businessName } = await describe(env.db, intent);
    const paidFor = await paymentIntentsRepository(env.db).paidFor(intent);
    const token = await linkTokenOf(env.db, intent);
    const statement =
      token && env.messaging.linkBase ? ` Statement: ${statementUrl(env.messaging.linkBase, token)}` : '';
    await queueMessage(env.db, intent.account_id, {
      kind: 'receipt',
      to: intent.phone,
      body: `${businessName}: received ${formatGhc(fromPesewas(pesewas))} for ${paidFor}, receipt ${receipt}. Thank you.${statement}`,
      subjectId: intent.id,
      dueDate: businessToday(),
    });
  } catch (error) {
    env.log.error({ reference: intent.reference, err: error }, 'receipt SMS of an online payment not queued');
  }
}

/** Applies what the provider said of an intent; true when it changed the intent. */
async function settle(
  env: OnlinePaymentsEnv,
  intent: PaymentIntent,
  outcome: ProviderOutcome,
): Promise<boolean> {
  if (outcome.status === 'paid') return completePaid(env, intent, outcome);
  if (outcome.status === 'failed')
    return paymentIntentsRepository(env.db).end(
      intent.id,
      'failed',
      outcome.reason,
      new Date().toISOString(),
    );
  return false;
}

/** Asks the provider about a pending intent; a provider that cannot answer now leaves it pending. */
async function askProvider(
  env: OnlinePaymentsEnv,
  intent: PaymentIntent,
  provider: PaymentProvider | null,
  networkHint: MomoNetwork | null = null,
) {
  if (!provider) return false;
  try {
    const outcome = await provider.checkStatus(intent.reference, AbortSignal.timeout(15_000));
    // Hubtel's status check names no network; its unsigned callback does. Only the label is taken
    // from it, once the status check has said paid (the amount and the status are never).
    const labelled =
      outcome.status === 'paid' && outcome.channel === 'mobile_money' && !outcome.network && networkHint
        ? { ...outcome, network: networkHint }
        : outcome;
    return await settle(env, intent, labelled);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    env.log.warn({ reference: intent.reference, err: error.message }, 'payment provider did not answer');
    return false;
  }
}

export const onlinePaymentsService = {
  /**
   * 'Pay now' (docs/collect.md §2): checks the amount and the business's provider, COMMITS the
   * intent, then asks the provider for a checkout. A provider that fails marks the intent failed
   * (nothing was charged: no checkout was opened) and answers 502 or 503 with a message (decision 162).
   */
  async start(
    env: OnlinePaymentsEnv,
    token: string,
    input: { amount: number; phone: string },
    baseUrl: string,
  ): Promise<{ reference: string; checkoutUrl: string }> {
    const target = await targetOf(env.db, token);
    const provider = await chosenProvider(env.db, env.providers, target.accountId);
    if (!provider) throw invalid(ONLINE_PAYMENT_MESSAGES.noProvider);
    const bounds = await payableAmounts(env.db, target.accountId, target.recordKind, target.recordId);
    if (!bounds) throw invalidField('amount', ONLINE_PAYMENT_MESSAGES.nothingOwed);
    const pesewas = Math.round(input.amount * 100);
    if (pesewas < bounds.minPesewas || pesewas > bounds.maxPesewas) {
      const message = `Amount must be between ${formatGhc(fromPesewas(bounds.minPesewas))} and ${formatGhc(fromPesewas(bounds.maxPesewas))}`;
      throw invalidField('amount', message);
    }
    const at = new Date();
    const intent: PaymentIntent = {
      id: newId(),
      account_id: target.accountId,
      reference: newReference(),
      provider,
      record_kind: target.recordKind,
      record_id: target.recordId,
      amount_pesewas: pesewas,
      phone: input.phone,
      status: 'pending',
      test_secret: provider === 'test' ? newTestSecret() : null,
      checkout_url: null,
      paid_pesewas: null,
      channel: null,
      network: null,
      provider_transaction_id: null,
      failure: null,
      payment_id: null,
      remittance_id: null,
      checks: 0,
      next_check_at: new Date(at.getTime() + FIRST_CHECK_MS).toISOString(),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    };
    const intents = paymentIntentsRepository(env.db);
    await intents.insert(intent); // committed before the provider is asked
    const adapter = await providerOf(env, intent);
    const { description } = await describe(env.db, intent);
    try {
      if (!adapter) throw new PaymentProviderError('Provider unavailable', { retryable: false });
      const checkout = await adapter.createCheckout(
        {
          reference: intent.reference,
          amountPesewas: pesewas,
          phone: input.phone,
          description,
          returnUrl: await returnUrlOf(env.db, baseUrl, intent),
          webhookUrl: `${baseUrl.replace(/\/+$/, '')}/api/public/pay/webhooks/${provider}`,
        },
        AbortSignal.timeout(20_000),
      );
      await intents.setCheckout(intent.id, checkout.checkoutUrl, new Date().toISOString());
      return { reference: intent.reference, checkoutUrl: checkout.checkoutUrl };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await intents.end(intent.id, 'failed', `Checkout refused: ${error.message}`, new Date().toISOString());
      env.log.warn(
        { reference: intent.reference, err: error.message },
        'payment provider refused a checkout',
      );
      throw error.retryable
        ? new HttpError(503, ONLINE_PAYMENT_MESSAGES.providerDown)
        : new HttpError(502, ONLINE_PAYMENT_MESSAGES.providerRefused);
    }
  },

  /** The return from the checkout: a pending intent is asked about at once (docs/collect.md §2). */
  async status(env: OnlinePaymentsEnv, token: string, reference: string): Promise<PayState> {
    const target = await targetOf(env.db, token);
    const intents = paymentIntentsRepository(env.db);
    const find = () => intents.ofRecord(target.accountId, target.recordKind, target.recordId, reference);
    const intent = await find();
    if (!intent) throw notFound('Payment');
    if (intent.status !== 'pending') return stateOf(env.db, intent);
    const changed = await askProvider(env, intent, await providerOf(env, intent));
    return stateOf(env.db, changed ? ((await find()) ?? intent) : intent);
  },

  /**
   * A provider's webhook (docs/collect.md §2): the reference finds the intent and its business,
   * whose key verifies it; an unsigned one (Hubtel) is believed only once the provider confirms.
   * Unverified or unknown: 400, nothing changes; repeated: 200, nothing changes.
   */
  async webhook(
    env: OnlinePaymentsEnv,
    providerName: OnlinePaymentProvider,
    webhook: { rawBody: string; headers: Record<string, string | string[] | undefined> },
  ): Promise<{ received: true }> {
    const refused = () => new HttpError(400, ONLINE_PAYMENT_MESSAGES.unknownWebhook);
    const reference = webhookReference(providerName, webhook.rawBody);
    if (!reference) throw refused();
    const intent = await paymentIntentsRepository(env.db).byReference(reference);
    if (!intent || intent.provider !== providerName) throw refused();
    const provider = await providerOf(env, intent);
    const notice = provider?.readWebhook(webhook);
    if (!provider || !notice || notice.reference !== intent.reference) throw refused();
    if (intent.status === 'paid') return { received: true };
    if (notice.outcome) await settle(env, intent, notice.outcome);
    else await askProvider(env, intent, provider, notice.network ?? null);
    return { received: true };
  },

  /** The test checkout's page data; only the test provider's intents are shown. */
  async testCheckout(env: OnlinePaymentsEnv, reference: string, baseUrl: string) {
    const intent = await paymentIntentsRepository(env.db).byReference(reference);
    if (!intent) throw notFound('Payment');
    if (intent.provider !== 'test') throw notFound('Payment');
    const { businessName, description } = await describe(env.db, intent);
    return {
      reference: intent.reference,
      amount: fromPesewas(Number(intent.amount_pesewas)),
      businessName,
      description,
      status: intent.status,
      returnUrl: await returnUrlOf(env.db, baseUrl, intent),
    };
  },

  /**
   * One pass of the scheduler (docs/collect.md §2): each pending intent whose check has come is
   * claimed by this process (a conditional update), asked about, and expired after a day.
   */
  async checkPending(env: OnlinePaymentsEnv, now: Date = new Date(), limit = 50): Promise<number> {
    const intents = paymentIntentsRepository(env.db);
    let settled = 0;
    for (const intent of await intents.dueForCheck(now.toISOString(), limit)) {
      const next = new Date(now.getTime() + checkDelayMs(intent.checks + 1)).toISOString();
      if (!(await intents.claimCheck(intent, next, now.toISOString()))) continue;
      if (await askProvider(env, intent, await providerOf(env, intent))) settled += 1;
      else if (now.getTime() - Date.parse(intent.created_at) >= EXPIRY_MS) {
        if (await intents.end(intent.id, 'expired', 'Not paid within 24 hours', now.toISOString()))
          settled += 1;
      }
    }
    return settled;
  },
};
