import { z } from 'zod';
import { categoriesFor, EXPENSE_CATEGORIES, type ExpenseCategory } from '../expenses';
import { dayParam, filterParam, listAnswer, listQuery, type PagedList } from '../list-query';
import { PAYMENT_METHODS } from '../payments';
import { dayField, moneyField, optionalText } from './common';

export {
  EXPENSE_CATEGORIES,
  EXPENSES_EXPORT_FILE,
  type ExpenseCategory,
  PROPERTY_EXPENSE_CATEGORIES,
  VEHICLE_EXPENSE_CATEGORIES,
} from '../expenses';

export const EXPENSE_METHOD_MESSAGE = 'Method must be Cash, Mobile Money or Bank Transfer';
export const EXPENSE_BOTH_SUBJECTS_MESSAGE = 'An expense is of a unit or of a vehicle, not both';
/** The method a new expense takes when none is sent (docs/decisions/123-expense-method-and-subject.md). */
export const DEFAULT_EXPENSE_METHOD = 'Cash';

/** What an expense is of: a unit, a vehicle, or the business as a whole. */
export type ExpenseSubject = 'apartment' | 'vehicle' | 'general';

export const expenseSubjectOf = (body: {
  apartmentId?: string | null | undefined;
  vehicleId?: string | null | undefined;
}): ExpenseSubject => (body.apartmentId ? 'apartment' : body.vehicleId ? 'vehicle' : 'general');

/**
 * Why a category does not fit its expense's subject (docs/insight.md §1), or null when it does: a
 * unit's expense takes a property category, a vehicle's a vehicle category, a general one any.
 */
export function categoryProblem(subject: ExpenseSubject, category: string): string | null {
  const allowed = categoriesFor(subject) as readonly string[];
  if (allowed.includes(category)) return null;
  const what = subject === 'apartment' ? 'a unit' : 'a vehicle';
  return `Category ${category} is not for ${what}: choose one of ${allowed.join(', ')}`;
}

const categoryField = z.enum(EXPENSE_CATEGORIES, {
  error: (issue) =>
    issue.input === '' || issue.input == null
      ? 'Category is required'
      : `Category must be one of: ${EXPENSE_CATEGORIES.join(', ')}`,
});

/**
 * A unit's or vehicle's id, or null for none. A populated reference (`{ _id, … }`) is accepted, so a
 * client may send back what it received, and so is '' (a select's "None").
 */
function subjectIdField(label: string) {
  return z.preprocess(
    (value) => {
      const id =
        typeof value === 'object' && value !== null && '_id' in value
          ? (value as { _id: unknown })._id
          : value;
      return typeof id === 'string' && id.trim() === '' ? null : id;
    },
    z
      .string({ error: `${label} must be a record id` })
      .trim()
      .max(200, { error: `${label} must be a record id` })
      .nullish()
      .transform((value) => value ?? null),
  );
}

const amountField = moneyField('Amount').refine((value) => value > 0, {
  error: 'Amount must be greater than 0',
});

const methodField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .enum(PAYMENT_METHODS, { error: EXPENSE_METHOD_MESSAGE })
    .nullish()
    .transform((value) => value ?? null),
);

/**
 * `POST /api/expenses` (docs/insight.md §1): date, category and amount (cedis) required; of a unit, of
 * a vehicle or of neither; the method Cash when none is sent. Which categories the subject may use
 * is checked here, so the form shows it on its field, and again by the service.
 */
const expenseFields = z.object({
  date: dayField('Date'),
  category: categoryField,
  amount: amountField,
  apartmentId: subjectIdField('Unit'),
  vehicleId: subjectIdField('Vehicle'),
  payee: optionalText('Payee', 200),
  method: methodField,
  reference: optionalText('Reference', 200),
  note: optionalText('Note', 2000),
});

/** The subject and category rules of a whole body, as field errors. */
function subjectRules(body: z.output<typeof expenseFields>, ctx: z.RefinementCtx) {
  if (body.apartmentId && body.vehicleId) {
    ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: EXPENSE_BOTH_SUBJECTS_MESSAGE });
    return;
  }
  const problem = categoryProblem(expenseSubjectOf(body), body.category);
  if (problem) ctx.addIssue({ code: 'custom', path: ['category'], message: problem });
}

export const expenseCreateBody = expenseFields
  .superRefine(subjectRules)
  .transform((body) => ({ ...body, method: body.method ?? DEFAULT_EXPENSE_METHOD }));
export type ExpenseInput = z.input<typeof expenseCreateBody>;
export type ExpenseCreate = z.output<typeof expenseCreateBody>;

/**
 * `PUT /api/expenses/{id}`: the whole expense again; the record exactly as read is a valid edit. A
 * blank method keeps the stored one (an empty optional field is one not sent, docs/product.md §2).
 */
export const expenseUpdateBody = expenseFields.superRefine(subjectRules);
export type ExpenseUpdate = z.output<typeof expenseUpdateBody>;

export const expenseApartmentRef = z.object({ _id: z.string(), title: z.string() });
export const expenseVehicleRef = z.object({
  _id: z.string(),
  vehicleRegNum: z.string(),
  make: z.string(),
  model: z.string(),
});

/** An expense as read: amounts in cedis, its unit or vehicle populated (null when none). */
export const expense = z.object({
  _id: z.string(),
  date: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number(),
  apartmentId: z.string().nullable(),
  vehicleId: z.string().nullable(),
  apartment: expenseApartmentRef.nullable(),
  vehicle: expenseVehicleRef.nullable(),
  payee: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  note: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expense>;

/** What the export's 'Property or Vehicle' column and the screen show: the unit's title or the plate. */
export const expenseSubjectLabel = (record: Pick<Expense, 'apartment' | 'vehicle'>) =>
  record.apartment?.title ?? record.vehicle?.vehicleRegNum ?? '';

/** The list's sortable fields (docs/lists.md): `date` (latest first) by default, or `amount`. */
export const EXPENSE_SORTS = ['date', 'amount'] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];

const idFilter = (name: string) =>
  z
    .string({ error: `${name} must be a record id` })
    .max(200, { error: `${name} must be a record id` })
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * `GET /api/expenses` and `GET /api/export/expenses` (docs/insight.md §1, docs/lists.md): `from`/`to`
 * days both included, a unit, a vehicle, a category ('' or All for every one), `q` on payee,
 * reference and note.
 */
export const expenseListQuery = listQuery(EXPENSE_SORTS, {
  apartmentId: idFilter('apartmentId'),
  vehicleId: idFilter('vehicleId'),
  category: filterParam('category', EXPENSE_CATEGORIES),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
});
export type ExpenseListQuery = z.output<typeof expenseListQuery>;
export type ExpenseListParams = z.input<typeof expenseListQuery>;

/** The sum over every matching expense (cedis). */
export const expenseTotals = z.object({ amount: z.number() });
export type ExpenseTotals = z.infer<typeof expenseTotals>;
export const expenseListAnswer = listAnswer(expense, expenseTotals);
export type ExpensePage = PagedList<Expense, ExpenseTotals>;

/** The categories a form offers for what it is of. */
export const categoriesOfSubject = (subject: ExpenseSubject): readonly ExpenseCategory[] =>
  categoriesFor(subject);
