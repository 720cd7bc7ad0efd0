/**
 * Payment rules shared by the screens and the server without zod: statuses, methods, how the list
 * shows them, its search, the export's file name.
 */

export const PAYMENT_STATUSES = ['Completed', 'Partial'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The methods the add form offers; an edit may keep another stored value (docs/product.md §4). */
export const PAYMENT_METHODS = ['Cash', 'Mobile Money', 'Bank Transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment or remittance paid online by card (docs/collect.md §2, decision 167). */
export const CARD = 'Card';

/**
 * Every method a payment or remittance may carry: the office's three and 'Card', which only an
 * online payment records (no office form offers it). The lists filter and show by these.
 */
export const RECORDED_METHODS = [...PAYMENT_METHODS, CARD] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

/** An office form's refusal of 'Card' (decision 167). */
export const CARD_ONLINE_ONLY_MESSAGE = 'Card is recorded only by payments made online';

/** What a payment's status reads as on any screen: the stored one, Pending only when none is stored. */
export type PaymentStatusLabel = PaymentStatus | 'Pending';

/**
 * How a payment's status reads wherever a screen shows it: the stored status (Completed or
 * Partial), and Pending only when none (or none known) is stored. A Partial payment is money
 * received, so it never reads as Pending (decision 056, replacing 014's display rule).
 */
export function paymentStatusLabel(status: string | null | undefined): PaymentStatusLabel {
  return (PAYMENT_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as PaymentStatus)
    : 'Pending';
}

/** The badge tone of each label: Completed green, Partial blue (money received), Pending yellow. */
export const PAYMENT_STATUS_TONES = {
  Completed: 'green',
  Partial: 'blue',
  Pending: 'yellow',
} as const satisfies Record<PaymentStatusLabel, string>;

/** How a payment's method reads: 'N/A' when missing (docs/screens.md §3). */
export function paymentMethodLabel(method: string | null | undefined): string {
  return method ? method : 'N/A';
}

/** The file the 'Export Payments' button downloads (docs/product.md §4). */
export const PAYMENTS_EXPORT_FILE = 'Payments_List.xlsx';
