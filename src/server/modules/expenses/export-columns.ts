import { type Expense, expenseSubjectLabel } from '../../../shared/schemas/expenses';
import type { ExportColumn } from '../../lib/xlsx-export';

/** `Expenses_List.xlsx`'s columns (docs/insight.md §1), also the all-data workbook's Expenses sheet. */
export const expenseExportColumns: readonly ExportColumn<Expense>[] = [
  { header: 'Date', kind: 'date', value: (e) => e.date },
  { header: 'Category', width: 16, value: (e) => e.category },
  { header: 'Amount', kind: 'money', value: (e) => e.amount },
  { header: 'Property or Vehicle', width: 28, value: (e) => expenseSubjectLabel(e) },
  { header: 'Payee', width: 24, value: (e) => e.payee },
  { header: 'Method', width: 16, value: (e) => e.method },
  { header: 'Reference', width: 20, value: (e) => e.reference },
  { header: 'Note', width: 40, value: (e) => e.note },
];
