import { z } from 'zod';
import { PAYMENT_INTENT_STATUSES } from '../collect';
import { moneyField } from './common';
import { phoneField } from './phone-field';
import { statementTokenParams } from './statements';

/** Mobile Money wallets are Ghanaian numbers: the payer's phone must be one (+233…). */
export const GHANA_PHONE_MESSAGE = 'Phone must be a Ghana number, e.g. 024 123 4567';

/** 'Pay now' (docs/collect.md §2): the amount in cedis and the payer's phone. */
export const payBody = z.object({
  amount: moneyField('Amount'),
  phone: phoneField('Phone').refine((phone) => phone.startsWith('+233'), { error: GHANA_PHONE_MESSAGE }),
});
export type PayBody = z.input<typeof payBody>;

export const payStarted = z.object({ reference: z.string(), checkoutUrl: z.string() });

export const payReferenceParams = statementTokenParams.extend({ reference: z.string().min(1).max(40) });

/** An intent as the statement page sees it after the checkout. */
export const payState = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number(),
  receiptNumber: z.number().nullable(),
});
export type PayState = z.infer<typeof payState>;

/** The test provider's checkout page data. */
export const testCheckoutParams = z.object({ reference: z.string().min(1).max(40) });
export const testCheckoutAnswer = z.object({
  reference: z.string(),
  amount: z.number(),
  businessName: z.string(),
  description: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  returnUrl: z.string(),
});

export const webhookParams = z.object({ provider: z.string().min(1).max(20) });
export const webhookAnswer = z.object({ received: z.boolean() });
