import { addDays } from '../../../shared/dates';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/payments';
import type {
  Expense,
  ExpenseCreate,
  ExpenseListQuery,
  ExpenseTotals,
} from '../../../shared/schemas/expenses';
import { deleteOwned, insertKeyed, ownedIdByRequestKey } from '../../db/owned-rows';
import type { ExpensesTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { searchCondition } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Actor, Executor } from '../../lib/service-context';

/** What the repository stores of a create or an edit (the method settled by the service). */
export type ExpenseValues = Omit<ExpenseCreate, 'method'> & { method: PaymentMethod };

const COLUMNS = [
  'expenses.id',
  'expenses.date',
  'expenses.category',
  'expenses.amount_pesewas',
  'expenses.apartment_id',
  'expenses.vehicle_id',
  'expenses.payee',
  'expenses.method',
  'expenses.reference',
  'expenses.note',
  'expenses.recorded_by_name',
  'expenses.created_at',
  'expenses.updated_at',
  'apartments.title as apartment_title',
  'vehicles.reg_num as vehicle_reg_num',
  'vehicles.make as vehicle_make',
  'vehicles.model as vehicle_model',
] as const;

interface ExpenseRow
  extends Pick<
    ExpensesTable,
    | 'id'
    | 'date'
    | 'category'
    | 'amount_pesewas'
    | 'apartment_id'
    | 'vehicle_id'
    | 'payee'
    | 'method'
    | 'reference'
    | 'note'
    | 'recorded_by_name'
    | 'created_at'
    | 'updated_at'
  > {
  apartment_title: string | null;
  vehicle_reg_num: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
}

export function toExpense(row: ExpenseRow): Expense {
  return {
    _id: row.id,
    date: row.date,
    category: row.category,
    amount: fromPesewas(Number(row.amount_pesewas)),
    apartmentId: row.apartment_id,
    vehicleId: row.vehicle_id,
    apartment:
      row.apartment_id && row.apartment_title !== null
        ? { _id: row.apartment_id, title: row.apartment_title }
        : null,
    vehicle:
      row.vehicle_id && row.vehicle_reg_num !== null
        ? {
            _id: row.vehicle_id,
            vehicleRegNum: row.vehicle_reg_num,
            make: row.vehicle_make ?? '',
            model: row.vehicle_model ?? '',
          }
        : null,
    payee: row.payee,
    method: row.method,
    reference: row.reference,
    note: row.note,
    recordedBy: row.recorded_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored columns of an expense's values. */
const valueColumns = (input: ExpenseValues) => ({
  date: input.date,
  category: input.category,
  amount_pesewas: requirePesewas(input.amount),
  apartment_id: input.apartmentId,
  vehicle_id: input.vehicleId,
  payee: input.payee,
  method: input.method,
  reference: input.reference,
  note: input.note,
});

/**
 * One account's expenses (docs/insight.md §1): plain queries, every one scoped by the account. A row
 * shows its unit's title and its vehicle's plate, joined by id (both are the same account's: the
 * service checks them before a write).
 */
export function expensesRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('expenses').where('expenses.account_id', '=', accountId);
  const withSubjects = () =>
    own()
      .leftJoin('apartments', 'apartments.id', 'expenses.apartment_id')
      .leftJoin('vehicles', 'vehicles.id', 'expenses.vehicle_id');

  /** The expenses the list's search and filters keep (docs/lists.md). */
  function matching(query: ExpenseListQuery) {
    let rows = own();
    if (query.apartmentId) rows = rows.where('expenses.apartment_id', '=', query.apartmentId);
    if (query.vehicleId) rows = rows.where('expenses.vehicle_id', '=', query.vehicleId);
    if (query.category) rows = rows.where('expenses.category', '=', query.category);
    if (query.from) rows = rows.where('expenses.date', '>=', query.from);
    if (query.to) rows = rows.where('expenses.date', '<', addDays(query.to, 1));
    const search = searchCondition(query.q, ['expenses.payee', 'expenses.reference', 'expenses.note']);
    if (search) rows = rows.where(search);
    return rows;
  }

  const repository = {
    /** How many expenses match and their summed amount in cedis. */
    async summary(query: ExpenseListQuery): Promise<{ count: number; totals: ExpenseTotals }> {
      const row = await matching(query)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.sum<number | string | null>('expenses.amount_pesewas').as('amount'),
        ])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), totals: { amount: fromPesewas(Number(row.amount ?? 0)) } };
    },

    /**
     * One slice of the matching expenses in the list's order: by default the latest date first (then
     * the latest recorded); every order ends with the id (docs/lists.md). The page's ids are chosen
     * on the expenses alone, then joined to their unit and vehicle.
     */
    async slice(query: ExpenseListQuery, limit: number, offset: number): Promise<Expense[]> {
      const order = query.order ?? 'desc';
      let ids = matching(query).select('expenses.id');
      ids =
        query.sort === 'amount'
          ? ids.orderBy('expenses.amount_pesewas', order)
          : ids.orderBy('expenses.date', order).orderBy('expenses.created_at', order);
      const page = (await ids.orderBy('expenses.id', order).limit(limit).offset(offset).execute()).map(
        (row) => row.id,
      );
      if (page.length === 0) return [];
      const rows = await withSubjects().select(COLUMNS).where('expenses.id', 'in', page).execute();
      const byId = new Map(rows.map((row) => [row.id, toExpense(row)]));
      return page.flatMap((id) => byId.get(id) ?? []);
    },

    async findById(id: string): Promise<Expense | null> {
      const row = await withSubjects().select(COLUMNS).where('expenses.id', '=', id).executeTakeFirst();
      return row ? toExpense(row) : null;
    },

    /** The id of the expense this account added under an Idempotency-Key (decision 139), if any. */
    findIdByRequestKey(requestKey: string): Promise<string | null> {
      return ownedIdByRequestKey(db, 'expenses', accountId, requestKey);
    },

    /** Stores an expense with its request's key; its id, or null when the key was taken meanwhile. */
    async insert(input: ExpenseValues, actor: Actor, requestKey?: string): Promise<string | null> {
      const now = monotonicNowIso();
      const id = newId();
      const stored = await insertKeyed(db, 'expenses', {
        id,
        account_id: accountId,
        ...valueColumns(input),
        recorded_by_id: actor._id,
        recorded_by_name: actor.name,
        created_at: now,
        updated_at: now,
        request_key: requestKey ?? null,
      });
      return stored ? id : null;
    },

    /** Replaces an expense's values; false when this account has no such expense. */
    async update(id: string, input: ExpenseValues): Promise<boolean> {
      const updated = await db
        .updateTable('expenses')
        .set({ ...valueColumns(input), updated_at: monotonicNowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'expenses', accountId, { id })) > 0;
    },
  };
  return repository;
}
