/**
 * The public API's answers as the pages read them (docs/collect.md): the statement's and the
 * receipt's from `shared/schemas/statements.ts`, as types only (erased from the build: the page
 * checks nothing with zod, so none is downloaded, docs/decisions/156-statement-page-without-react.md),
 * and paying online's.
 */

import type { PayState } from '../../shared/schemas/online-payments';
import type { PublicReceipt, PublicStatement, StatementPayNow } from '../../shared/schemas/statements';

export type { PublicReceipt, StatementLine, StatementReceipt } from '../../shared/schemas/statements';
export type Statement = PublicStatement;
export type PayNow = NonNullable<StatementPayNow>;
export type StatementBusiness = PublicStatement['business'];
export type Vehicle = NonNullable<PublicReceipt['vehicle']>;

export type { PayState } from '../../shared/schemas/online-payments';

export interface PayStarted {
  reference: string;
  checkoutUrl: string;
}

/** `GET /api/public/pay/test/{reference}`: the test provider's checkout. */
export interface TestCheckout {
  reference: string;
  amount: number;
  businessName: string;
  description: string;
  status: PayState['status'];
  returnUrl: string;
}
