import type { PagedList } from '../../../shared/list-query';
import { toPesewas } from '../../../shared/money';
import {
  categoryProblem,
  DEFAULT_EXPENSE_METHOD,
  EXPENSE_BOTH_SUBJECTS_MESSAGE,
  type Expense,
  type ExpenseCreate,
  type ExpenseListQuery,
  type ExpenseTotals,
  type ExpenseUpdate,
  expenseSubjectOf,
} from '../../../shared/schemas/expenses';
import { expenseSubjects } from '../../db/expense-subjects';
import { refusedAs } from '../../lib/db-errors';
import { invalidField, notFound } from '../../lib/domain-errors';
import { offsetBatches, readPage, summaryOnce } from '../../lib/list-read';
import { type Keyed, type KeyRule, onceUnderKey } from '../../lib/request-keys';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { type ExpenseValues, expensesRepository } from './repository';

const repository = (ctx: ReadContext) => expensesRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Expense');

/** The 400s for a unit or vehicle this account does not have (unknown, deleted, another account's). */
export const EXPENSE_UNIT_MISSING = 'The selected unit does not exist';
export const EXPENSE_VEHICLE_MISSING = 'The selected vehicle does not exist';
/** The 409 of an Idempotency-Key already used for another expense (decision 139). */
export const EXPENSE_KEY_REUSED =
  'This expense was already recorded with other details. Check the expense list before adding it again.';
const unitMissing = () => invalidField('apartmentId', EXPENSE_UNIT_MISSING);
const vehicleMissing = () => invalidField('vehicleId', EXPENSE_VEHICLE_MISSING);

/**
 * The rules of what an expense is of (docs/insight.md §1): one unit or one vehicle of this account, or
 * neither, and a category that fits. The shared schema checks the category too; an import or another
 * caller of `create` gets the same answer here.
 */
async function checkSubject(ctx: ServiceContext, input: ExpenseCreate | ExpenseUpdate) {
  if (input.apartmentId && input.vehicleId) throw invalidField('vehicleId', EXPENSE_BOTH_SUBJECTS_MESSAGE);
  const problem = categoryProblem(expenseSubjectOf(input), input.category);
  if (problem) throw invalidField('category', problem);
  const subjects = expenseSubjects(ctx.trx, ctx.accountId);
  if (input.apartmentId && !(await subjects.unitExists(input.apartmentId))) throw unitMissing();
  if (input.vehicleId && !(await subjects.vehicleExists(input.vehicleId))) throw vehicleMissing();
}

/** A unit or vehicle deleted by another process between the check and the write breaks the key. */
const pointingAtSubject = <T>(input: ExpenseValues, write: () => Promise<T>) =>
  refusedAs(write, { foreignKey: input.apartmentId ? unitMissing : vehicleMissing });

/** Whether an expense stored earlier is what `input` asks to add (its method settled as the add settles it). */
function sameDetails(stored: Expense, input: ExpenseCreate): boolean {
  return (
    stored.date === input.date &&
    stored.category === input.category &&
    toPesewas(stored.amount) === toPesewas(input.amount) &&
    stored.apartmentId === input.apartmentId &&
    stored.vehicleId === input.vehicleId &&
    stored.payee === input.payee &&
    stored.method === (input.method ?? DEFAULT_EXPENSE_METHOD) &&
    stored.reference === input.reference &&
    stored.note === input.note
  );
}

/** An add once per Idempotency-Key (decision 139): the expense stored under it, compared by its details. */
function keyRule(ctx: ServiceContext, input: ExpenseCreate): KeyRule<Expense> {
  const expenses = repository(ctx);
  return {
    storedUnder: async (requestKey) => {
      const id = await expenses.findIdByRequestKey(requestKey);
      return id === null ? null : expenses.findById(id);
    },
    same: (stored) => sameDetails(stored, input),
    reused: EXPENSE_KEY_REUSED,
  };
}

/**
 * Expenses (docs/insight.md §1): money out, of a unit, a vehicle or the business. Maintenance and
 * vehicle-document costs are not expenses here: the reports add them, this list never does.
 */
export const expensesService = {
  /** One page with the count and the summed amount of all that match (docs/lists.md). */
  page(ctx: ReadContext, query: ExpenseListQuery): Promise<PagedList<Expense, ExpenseTotals>> {
    const expenses = repository(ctx);
    const summary = summaryOnce(async () => {
      const { count, totals } = await expenses.summary(query);
      return { total: count, totals };
    });
    return readPage(query, { ...summary, rows: (limit, offset) => expenses.slice(query, limit, offset) });
  },

  /** The whole matching list in its order, batch after batch (the unpaged array, the export). */
  batches: (ctx: ReadContext, query: ExpenseListQuery) =>
    offsetBatches((limit, offset) => repository(ctx).slice(query, limit, offset)),

  async findById(ctx: ReadContext, id: string): Promise<Expense> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  /**
   * Records an expense (the screen's form, and each row of an `expenses` import). Once per
   * Idempotency-Key (decision 139): a repeat writes nothing and answers the expense stored under it.
   */
  create(ctx: ServiceContext, input: ExpenseCreate, requestKey?: string): Promise<Keyed<Expense>> {
    return onceUnderKey(requestKey, keyRule(ctx, input), async () => {
      await checkSubject(ctx, input);
      const expenses = repository(ctx);
      const values: ExpenseValues = { ...input, method: input.method ?? DEFAULT_EXPENSE_METHOD };
      const id = await pointingAtSubject(values, () => expenses.insert(values, ctx.actor, requestKey));
      if (id === null) return null;
      const created = await expenses.findById(id);
      if (!created) throw missing();
      await audit.created(ctx, 'expense', created);
      ctx.changed('expenses');
      return created;
    });
  },

  /** Replaces an expense; a blank method keeps the stored one. Unchanged → nothing written. */
  async update(ctx: ServiceContext, id: string, input: ExpenseUpdate): Promise<Expense> {
    const expenses = repository(ctx);
    const before = await expenses.findById(id);
    if (!before) throw missing();
    await checkSubject(ctx, input);
    const values: ExpenseValues = { ...input, method: input.method ?? before.method };
    if (!(await pointingAtSubject(values, () => expenses.update(id, values)))) throw missing();
    const after = await expenses.findById(id);
    if (!after) throw missing();
    await audit.updated(ctx, 'expense', before, after);
    ctx.changed('expenses');
    return after;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const expenses = repository(ctx);
    const before = await expenses.findById(id);
    if (!before || !(await expenses.remove(id))) throw missing();
    await audit.deleted(ctx, 'expense', before);
    ctx.changed('expenses');
  },
};
