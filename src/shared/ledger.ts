/**
 * The rent ledger's rules shared by the screens and the server without zod (docs/ledger.md): billing
 * kinds, standings, Mobile Money networks, receipt numbers, the GhanaPostGPS format, Act 220.
 */

/** How a tenancy is billed (docs/ledger.md §1): the whole total on the start date, or month by month. */
export const BILLINGS = ['advance', 'monthly'] as const;
export type Billing = (typeof BILLINGS)[number];
export const BILLING_LABELS: Record<Billing, string> = { advance: 'In advance', monthly: 'Monthly' };

export const STANDINGS = ['Settled', 'In credit', 'In arrears', 'Owing'] as const;
export type StandingName = (typeof STANDINGS)[number];

/** The Mobile Money networks of Ghana (docs/ledger.md §3). */
export const MOMO_NETWORKS = ['MTN MoMo', 'Telecel Cash', 'AirtelTigo Money'] as const;
export type MomoNetwork = (typeof MOMO_NETWORKS)[number];
export const MOBILE_MONEY = 'Mobile Money';

/** `RCT-` and at least six digits: RCT-000001 is each account's first receipt. */
export function formatReceiptNumber(sequence: number): string {
  return `RCT-${String(sequence).padStart(6, '0')}`;
}

/**
 * The receipt number a search names: `RCT-000123`, `rct123` or `123` name receipt 123; anything
 * else names none (docs/decisions/077-payments-list-in-sql.md).
 */
export function receiptNumberOfQuery(q: string | null | undefined): number | null {
  const match = /^(?:rct-?)?0*(\d{1,9})$/i.exec((q ?? '').trim());
  return match ? Number(match[1]) : null;
}

/** GhanaPostGPS digital addresses: two letters, 3–4 digits, 4 digits (`GA-123-4567`). */
export const GHANA_POST_GPS = /^[A-Z]{2}-\d{3,4}-\d{4}$/;

/** The most rent in advance the Rent Act, 1963 (Act 220) allows. */
export const ACT_220_MAX_ADVANCE_MONTHS = 6;
export const ACT_220_WARNING =
  'More than 6 months of rent in advance: the Rent Act, 1963 (Act 220) limits advance rent to six months.';

/** Whether the tenant forms show the Act 220 warning (docs/ledger.md §6). */
export function breaksAct220(billing: Billing | undefined, months: number): boolean {
  return (billing ?? 'advance') === 'advance' && months > ACT_220_MAX_ADVANCE_MONTHS;
}

/** The file the 'Export Arrears' button downloads (docs/ledger.md §5). */
export const ARREARS_EXPORT_FILE = 'Arrears_List.xlsx';

/** `https://wa.me/<digits>?text=…`: a WhatsApp chat with the message typed in, or null without a phone. */
export function whatsAppLink(phone: string | null | undefined, text: string): string | null {
  const typed = (phone ?? '').replace(/\D/g, '');
  // A Ghanaian number typed locally (024 111 2233) goes to wa.me with its country code.
  const digits = /^0\d{9}$/.test(typed) ? `233${typed.slice(1)}` : typed;
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
