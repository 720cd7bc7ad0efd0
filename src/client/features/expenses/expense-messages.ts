/** Texts of the expenses screens (docs/insight.md §1). */
export const EXPENSE_MESSAGES = {
  added: 'Expense added',
  updated: 'Expense updated',
  addFailed: 'Failed to add expense',
  loadFailed: 'Failed to load data',
  confirmDelete: 'Are you sure you want to delete this expense?',
  deleting: 'Deletion ongoing',
  deleted: 'Expense deleted successfully',
} as const;
