import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../collect';

/** How a saved secret is shown: its last 4 characters only (docs/collect.md §2). */
export const MASK = '••••';
export const maskSecret = (value: string | null): string | null =>
  value ? `${MASK}${value.slice(-4)}` : null;

/** Settings → Payments as answered: secrets by their last 4 characters, never in full. */
export const paymentSettings = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** `••••1234`, or null when none is saved. */
  paystackSecretKey: z.string().nullable(),
  hubtelClientId: z.string().nullable(),
  /** `••••1234`, or null when none is saved. */
  hubtelClientSecret: z.string().nullable(),
  hubtelMerchantAccount: z.string().nullable(),
  /** The server offers the test provider (it runs with its test switch on). */
  testProviderAvailable: z.boolean(),
  /** The server knows the address tenants and providers reach it at. */
  publicUrlSet: z.boolean(),
  /** Where Paystack must post its webhooks: pasted in Paystack's dashboard (it is not sent per payment). */
  paystackWebhookUrl: z.string(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;

/** A key as typed: blank (or left out) keeps the saved one. Keys hold no spaces. */
const keyField = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !/\s/.test(value), { error: `${label} cannot contain spaces` })
    .nullish()
    .transform((value) => value ?? '');

export const paymentSettingsBody = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Choose None, Paystack or Hubtel' }),
  paystackSecretKey: keyField('Paystack secret key').refine((value) => !value.startsWith('pk_'), {
    error: 'This is the public key: enter the secret key (it starts with sk_)',
  }),
  hubtelClientId: keyField('Client ID'),
  hubtelClientSecret: keyField('Client secret'),
  hubtelMerchantAccount: keyField('Merchant account number', 50),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsBody>;
export type PaymentSettingsBody = z.output<typeof paymentSettingsBody>;
