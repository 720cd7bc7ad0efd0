/**
 * The public API's answers as the pages read them (docs/collect.md). Types only: the page checks
 * nothing with a schema library, so none is downloaded (docs/decisions/156-statement-page-without-react.md).
 */

export interface StatementBusiness {
  name: string;
  phone: string;
  address: string;
}

export interface StatementLine {
  date: string;
  description: string;
  amount: number;
  /** `charge` (fell due) or `payment`; a line without it shows its amount as it is. */
  kind?: string;
  /** Charged minus paid, after this line. */
  balance?: number;
  receiptNumber?: string;
}

export interface StatementReceipt {
  receiptNumber: string;
  date: string;
  amount: number;
  url: string;
  pdfUrl: string;
}

export interface PayNow {
  defaultAmount: number;
  minAmount: number;
  maxAmount: number;
}

/** `GET /api/public/statements/{token}`. */
export interface Statement {
  business: StatementBusiness;
  kind: 'rent' | 'hire';
  name: string;
  unit?: string | null;
  vehicle?: string | null;
  balance: number;
  arrears: number;
  nextDueDate: string | null;
  paidThrough?: string | null;
  /** Work and pay: paid ÷ the contract's total, 0 to 1. */
  progress?: number | null;
  lines: StatementLine[];
  receipts: StatementReceipt[];
  payNow: PayNow | null;
}

/** `GET /api/public/statements/{token}/receipts/{receiptNumber}`: what a ledger receipt shows. */
export interface PublicReceipt {
  receiptNumber: string;
  date: string;
  amount: number;
  amountInWords?: string;
  method: string;
  network?: string | null;
  reference?: string | null;
  business: StatementBusiness;
  /** Who paid (the tenant or hirer). */
  tenant?: { name: string } | null;
  payerPhone?: string | null;
  /** For what: the unit or the vehicle. */
  apartment?: { title: string; location?: string } | null;
  roomDescription?: string;
  vehicle?: { make: string; model: string; vehicleRegNum: string } | null;
  unit?: string | null;
  description?: string | null;
  pdfUrl?: string;
  voided?: { at: string; reason: string | null } | null;
}

export interface PayStarted {
  reference: string;
  checkoutUrl: string;
}

export interface PayState {
  reference: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amount: number;
  receiptNumber: number | string | null;
}

/** `GET /api/public/pay/test/{reference}`: the test provider's checkout. */
export interface TestCheckout {
  reference: string;
  amount: number;
  businessName: string;
  description: string;
  status: string;
  returnUrl: string;
}
