/**
 * The public API's answers as the pages read them (docs/collect.md), in the shapes of
 * `shared/schemas/statements.ts`. Types only: the page checks nothing with a schema library, so none
 * is downloaded (docs/decisions/156-statement-page-without-react.md).
 */

export interface StatementBusiness {
  name: string;
  phone: string;
  address: string;
}

/** One line of the statement: an amount fallen due, or money received (with its receipt number). */
export interface StatementLine {
  date: string;
  kind: 'due' | 'payment';
  description: string;
  amount: number;
  /** What is owed after this line. */
  balance: number;
  receiptNumber: string | null;
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

export interface Vehicle {
  make: string;
  model: string;
  vehicleRegNum: string;
}

interface StatementCommon {
  business: StatementBusiness;
  name: string;
  balance: number;
  arrears: number;
  nextDueDate: string | null;
  /** At most 12, the newest last. */
  lines: StatementLine[];
  receipts: StatementReceipt[];
  payNow: PayNow | null;
}

/** `GET /api/public/statements/{token}`: one rent record or one hire contract. */
export type Statement =
  | (StatementCommon & {
      kind: 'rent';
      unit: { name: string; location: string; room: string };
      paidThrough: string | null;
    })
  | (StatementCommon & {
      kind: 'hire';
      vehicle: Vehicle;
      contractType: string;
      /** Work and pay: paid ÷ total price, 0 to 1; null for the other kinds. */
      progress: number | null;
    });

/** `GET /api/public/statements/{token}/receipts/{receiptNumber}`: what a ledger receipt shows. */
export interface PublicReceipt {
  kind: 'rent' | 'hire';
  receiptNumber: string;
  date: string;
  amount: number;
  amountInWords: string;
  method: string;
  network: string | null;
  reference: string | null;
  business: StatementBusiness;
  /** Who paid: the tenant or the hirer. */
  payer: { name: string };
  /** For what: the unit, or the vehicle. */
  unit: string | null;
  vehicle: Vehicle | null;
  pdfUrl: string;
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
