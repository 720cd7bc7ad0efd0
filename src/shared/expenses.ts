/**
 * Expenses' fixed values (docs/insight.md §1), without zod, so list screens and the migration can use
 * them without the validation code.
 */

/** Categories a unit's expense may use. */
export const PROPERTY_EXPENSE_CATEGORIES = [
  'Repairs',
  'Utilities',
  'Caretaker',
  'Property rate',
  'Security',
  'Cleaning',
  'Other',
] as const;

/** Categories a vehicle's expense may use. */
export const VEHICLE_EXPENSE_CATEGORIES = [
  'Fuel',
  'Repairs',
  'Tyres',
  'Insurance',
  'Roadworthy',
  'VIT',
  'Fines',
  'Other',
] as const;

/** Every category, in the order the screens list them; a general expense may use any. */
export const EXPENSE_CATEGORIES = [
  ...PROPERTY_EXPENSE_CATEGORIES,
  ...VEHICLE_EXPENSE_CATEGORIES.filter(
    (category) => !(PROPERTY_EXPENSE_CATEGORIES as readonly string[]).includes(category),
  ),
] as unknown as readonly [ExpenseCategory, ...ExpenseCategory[]];
export type ExpenseCategory =
  | (typeof PROPERTY_EXPENSE_CATEGORIES)[number]
  | (typeof VEHICLE_EXPENSE_CATEGORIES)[number];

/** The categories an expense of this subject may use. */
export function categoriesFor(subject: 'apartment' | 'vehicle' | 'general'): readonly ExpenseCategory[] {
  if (subject === 'apartment') return PROPERTY_EXPENSE_CATEGORIES;
  if (subject === 'vehicle') return VEHICLE_EXPENSE_CATEGORIES;
  return EXPENSE_CATEGORIES;
}

export const EXPENSES_EXPORT_FILE = 'Expenses_List.xlsx';
export const PROFIT_REPORT_FILE = 'Profit_Report.xlsx';

/** The residential rent tax rate a business starts with, in percent (docs/insight.md §2). */
export const DEFAULT_RENT_TAX_RATE = 8;
