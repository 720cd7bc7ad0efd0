import { api } from '../../../shared/paths';
import { keyedAddChecks } from '../../test/keyed-add-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { EXPENSE_KEY_REUSED } from './service';
import { expenseBody } from './test-data';

const t = freshAppForEachTest('Staff');

// POST /api/expenses once per Idempotency-Key (docs/decisions/139-once-per-key-for-more-adds.md).
keyedAddChecks(t, {
  prepare: async () => ({
    url: api.expenses,
    body: (other) => expenseBody(other ? { amount: 300 } : {}),
  }),
  table: 'expenses',
  entity: 'expense',
  reused: EXPENSE_KEY_REUSED,
});
