import type { Contract } from '../schemas/hire';

/**
 * Test data both sides check against (the server's contract routes, the client's hire screens): kept
 * here once, written out rather than read from the code under test. Imported by tests only.
 */

/**
 * A daily-sales contract's terms as recorded: ₵150 every working day (Mon–Sat), open-ended, no price
 * or deposit, active. A fresh object each call.
 */
export function dailySalesTerms(): Pick<
  Contract,
  | 'type'
  | 'amount'
  | 'frequency'
  | 'workingDays'
  | 'endDate'
  | 'totalPrice'
  | 'deposit'
  | 'status'
  | 'terminatedOn'
  | 'completedOn'
> {
  return {
    type: 'daily_sales',
    amount: 150,
    frequency: 'daily',
    workingDays: [1, 2, 3, 4, 5, 6],
    endDate: null,
    totalPrice: null,
    deposit: null,
    status: 'active',
    terminatedOn: null,
    completedOn: null,
  };
}
