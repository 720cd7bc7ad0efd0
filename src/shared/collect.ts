/**
 * Names shared by statement links and online payments (docs/collect.md): the kinds of record a
 * statement link shows, the payment providers a business may choose, and an intent's states.
 */

/** A statement link shows one rent record (`rent`) or one hire contract (`hire`). */
export const STATEMENT_KINDS = ['rent', 'hire'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** What Settings → Payments offers; `test` only on a server that offers it (README, Configuration). */
export const PAYMENT_PROVIDERS = ['none', 'paystack', 'hubtel', 'test'] as const;
export type PaymentProviderChoice = (typeof PAYMENT_PROVIDERS)[number];
/** A provider that takes money: every choice but `none`. */
export type OnlinePaymentProvider = Exclude<PaymentProviderChoice, 'none'>;

export const PAYMENT_INTENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** How a paid intent was paid: recorded as method Mobile Money (with its network) or Card. */
export const PAYMENT_CHANNELS = ['mobile_money', 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Who records a payment paid online: lists show such payments with an 'Online' badge. */
export const ONLINE_PAYMENT_ACTOR_ID = 'online-payment';
export const isOnlinePayment = (record: { recordedBy: { _id: string } | null }) =>
  record.recordedBy?._id === ONLINE_PAYMENT_ACTOR_ID;
