import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { formatReceiptNumber, receiptNumberOfQuery } from '../../../shared/ledger';
import { groupBy } from '../../../shared/list';
import { searchText } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { Remittance, RemittanceInput, RemittanceListQuery } from '../../../shared/schemas/hire';
import { dayTotalsOf } from '../../db/day-totals';
import { ownedIdByRequestKey, voidOwned } from '../../db/owned-rows';
import type { Database, RemittancesTable } from '../../db/schema';
import {
  FEW_MATCHES,
  idsListed,
  keysMatching,
  rowSearch,
  type SearchBy,
  searchKey,
} from '../../db/text-search';
import { newId, nowIso } from '../../lib/ids';
import { likePattern, once, summaryOnce } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Actor, Executor } from '../../lib/service-context';
import {
  balanceAfter,
  balancesAfter,
  CONTRACT_SCHEDULE_COLUMNS,
  type ContractTerms,
  termsOf,
} from '../contracts';

/** A remittance as stored, voided or not: what receipts and the service's rules read. */
export interface StoredRemittance {
  remittance: Remittance;
  receiptNumber: number;
  amountPesewas: number;
  /** The contract's hirer's phone, for the receipt. */
  hirerPhone: string;
  voided: { at: string; by: string; reason: string | null } | null;
}

const REMITTANCE_COLUMNS = [
  'remittances.id',
  'remittances.contract_id',
  'remittances.date',
  'remittances.amount_pesewas',
  'remittances.method',
  'remittances.network',
  'remittances.reference',
  'remittances.payer_phone',
  'remittances.note',
  'remittances.odometer_km',
  'remittances.receipt_number',
  'remittances.recorded_by_id',
  'remittances.recorded_by_name',
  'remittances.created_at',
  'remittances.updated_at',
] as const;
/** The contract's columns a remittance is shown and balanced with. */
const CONTRACT_COLUMNS = [
  'hire_contracts.type',
  'hire_contracts.hirer_name',
  'hire_contracts.hirer_phone',
  'hire_contracts.vehicle_id',
  'hire_contracts.amount_pesewas as contract_amount_pesewas',
  ...CONTRACT_SCHEDULE_COLUMNS,
  'hire_contracts.paid_pesewas as contract_paid_pesewas',
] as const;
const VOID_COLUMNS = [
  'remittances.voided_at',
  'remittances.voided_by_name',
  'remittances.void_reason',
] as const;

type RemittanceRow = Pick<
  RemittancesTable,
  | 'id'
  | 'contract_id'
  | 'date'
  | 'amount_pesewas'
  | 'method'
  | 'network'
  | 'reference'
  | 'payer_phone'
  | 'note'
  | 'odometer_km'
  | 'receipt_number'
  | 'recorded_by_id'
  | 'recorded_by_name'
  | 'created_at'
  | 'updated_at'
> & {
  type: ContractTerms['type'];
  hirer_name: string;
  hirer_phone: string;
  vehicle_id: string;
  contract_amount_pesewas: number;
  frequency: ContractTerms['frequency'];
  working_days: number;
  start_date: string;
  end_date: string | null;
  total_price_pesewas: number | null;
  terminated_on: string | null;
  completed_on: string | null;
  contract_paid_pesewas: number;
  make: string;
  model: string;
  reg_num: string;
};

const termsOfRow = (row: RemittanceRow): ContractTerms =>
  termsOf({ ...row, amount_pesewas: row.contract_amount_pesewas });

function toRemittance(row: RemittanceRow, balanceAfterPesewas: number): Remittance {
  return {
    _id: row.id,
    contractId: row.contract_id,
    contract: {
      _id: row.contract_id,
      type: row.type,
      hirerName: row.hirer_name,
      vehicle: { _id: row.vehicle_id, make: row.make, model: row.model, vehicleRegNum: row.reg_num },
    },
    date: row.date,
    amount: fromPesewas(Number(row.amount_pesewas)),
    method: row.method,
    network: row.network,
    reference: row.reference,
    payerPhone: row.payer_phone,
    receiptNumber: formatReceiptNumber(Number(row.receipt_number)),
    recordedBy: { _id: row.recorded_by_id, name: row.recorded_by_name },
    balanceAfter: fromPesewas(balanceAfterPesewas),
    note: row.note,
    odometer: row.odometer_km === null ? null : Number(row.odometer_km),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const pesewas = (cedis: number) => requirePesewas(cedis);

/** The columns a record or an edit writes from the form's fields. */
function fieldColumns(input: RemittanceInput) {
  return {
    contract_id: input.contractId,
    date: input.date,
    amount_pesewas: pesewas(input.amount),
    method: input.method,
    network: input.method === 'Mobile Money' ? (input.network ?? null) : null,
    reference: input.reference ?? null,
    payer_phone: input.payerPhone ?? null,
    note: input.note,
  };
}

/** The columns a remittance is shown with, on a query joined to its contract and vehicle. */
function shownColumns<
  QB extends SelectQueryBuilder<Database, 'remittances' | 'hire_contracts' | 'vehicles', object>,
>(query: QB) {
  return query
    .select(REMITTANCE_COLUMNS)
    .select(CONTRACT_COLUMNS)
    .select(VOID_COLUMNS)
    .select(['vehicles.make', 'vehicles.model', 'vehicles.reg_num']);
}

/**
 * Rows per batch of the streamed remittance list: SQLite's connection is synchronous, so a batch
 * is held as one statement or two and every other request is served between batches.
 */
const REMITTANCE_BATCH = 100;

/** Each contract's first row in `rows`, in their order. */
function firstOfEachContract<Row extends { contract_id: string }>(rows: Row[]): Row[] {
  return [...groupBy(rows, (row) => row.contract_id).values()].map((list) => list[0] as Row);
}

/** One account's remittances: plain queries, every one scoped by the account. Voided ones stay stored. */
export function remittancesRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('remittances').where('remittances.account_id', '=', accountId);
  const counted = () => own().where('remittances.voided_at', 'is', null);
  /** Remittances joined to their contract and vehicle. */
  const joined = () =>
    own()
      .innerJoin('hire_contracts', (join) =>
        join
          .onRef('hire_contracts.id', '=', 'remittances.contract_id')
          .on('hire_contracts.account_id', '=', accountId),
      )
      .innerJoin('vehicles', (join) =>
        join.onRef('vehicles.id', '=', 'hire_contracts.vehicle_id').on('vehicles.account_id', '=', accountId),
      );
  /** Remittances with their contract's terms and vehicle. */
  const shown = () => shownColumns(joined());

  /** Rows that count, with each one's balance after it. `rows` hold every remittance of their contracts. */
  function withBalances(rows: RemittanceRow[]): Remittance[] {
    const after = new Map<string, number>();
    for (const [, list] of groupBy(rows, (row) => row.contract_id)) {
      const counted = list.map((row) => ({
        id: row.id,
        date: row.date,
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
      }));
      for (const [id, balance] of balancesAfter(termsOfRow(list[0] as RemittanceRow), counted))
        after.set(id, balance);
    }
    return rows.map((row) => toRemittance(row, after.get(row.id) ?? 0));
  }

  const repository = {
    /**
     * One list query's remittances (docs/lists.md): how many, their sum, and a window of them in the
     * asked order (newest first by default: by day, then receipt number). Each carries its balance
     * after it, from the sum of its contract's remittances up to it in settling order; a voided one 0.
     */
    listing(query: RemittanceListQuery) {
      /** Contract ids as a subquery: those of the account that `where` keeps. */
      const contractIds = (
        where: (
          contracts: SelectQueryBuilder<Database, 'hire_contracts' | 'vehicles', object>,
        ) => SelectQueryBuilder<Database, 'hire_contracts' | 'vehicles', object>,
      ) =>
        where(
          db
            .selectFrom('hire_contracts')
            .innerJoin('vehicles', (join) =>
              join
                .onRef('vehicles.id', '=', 'hire_contracts.vehicle_id')
                .on('vehicles.account_id', '=', accountId),
            )
            .where('hire_contracts.account_id', '=', accountId),
        ).select('hire_contracts.id');
      /** The business's contracts whose hirer's name or registration (also without spaces) holds `text`. */
      const contractsMatching = (text: string) => {
        const pattern = likePattern(text);
        const compact = likePattern(text.replace(/\s/g, ''));
        return contractIds((contracts) =>
          contracts.where(
            sql<SqlBool>`(lower(hire_contracts.hirer_name) like ${pattern} escape '\\' or replace(lower(vehicles.reg_num), ' ', '') like ${compact} escape '\\')`,
          ),
        );
      };
      /**
       * The search (docs/lists.md): the hirer's name and the registration (also without its spaces)
       * through the business's contracts, a short list; the transaction id on the remittance itself,
       * and its receipt number when the search is one.
       */
      const search = (by: SearchBy, contracts?: RawBuilder<unknown>): Expression<SqlBool> | undefined => {
        const text = searchText(query.q);
        if (!text) return undefined;
        const byContract = contracts ?? contractsMatching(text);
        // A receipt number is matched whole (`RCT-000123`, `rct123`, `123`), on its index, as on the
        // payments list: a substring of the printed number would read every remittance.
        const receipt = receiptNumberOfQuery(query.q);
        if (by === 'rows' || contracts) {
          const byReference = rowSearch('remittances', query.q) ?? sql<SqlBool>`1 = 0`;
          const byText = sql<SqlBool>`remittances.contract_id in (${byContract}) or ${byReference}`;
          return receipt === null
            ? sql<SqlBool>`(${byText})`
            : sql<SqlBool>`(${byText} or remittances.receipt_number = ${receipt})`;
        }
        // From the indexes: each way of matching reads its own index, and the rows they name are
        // joined by key (SQLite's rowid), so the engines never test an OR on each of a fleet's rows.
        const key = searchKey(db);
        const keys = sql`select ${sql.ref(key)} from remittances where account_id = ${accountId}`;
        const byReference = keysMatching(db, 'remittances', query.q);
        const parts = [
          sql`${keys} and contract_id in (${byContract})`,
          ...(byReference ? [byReference] : []),
          ...(receipt === null ? [] : [sql`${keys} and receipt_number = ${receipt}`]),
        ];
        return sql<SqlBool>`${sql.ref(`remittances.${key}`)} in (${sql.join(parts, sql` union all `)})`;
      };
      /**
       * On PostgreSQL, a search read from the indexes names its contracts by id, looked up first: with
       * a list of ids, the planner combines the contracts' index and the transaction ids' trigram
       * index (a BitmapOr) and reads each matching remittance once, where a subquery had it look
       * each one up by key (xl: "mensah", 31,315 matches, 275 -> 17 ms; decision 098). SQLite joins
       * keys well (above): undefined there, and with no search.
       */
      const listed = once(() => idsListed(contractsMatching(searchText(query.q) ?? '')));
      const contractsListed = async (by: SearchBy): Promise<RawBuilder<unknown> | undefined> => {
        if (by !== 'index' || !searchText(query.q) || searchKey(db) !== 'id') return undefined;
        // Looked up once for the page's count and its rows.
        return listed();
      };
      /** The remittances that match, read from their own table and indexes only: no join. */
      const matching = (by: SearchBy, contracts?: RawBuilder<unknown>) => {
        let found = own().where('remittances.voided_at', query.voided ? 'is not' : 'is', null);
        if (query.contractId !== undefined)
          found = found.where('remittances.contract_id', '=', query.contractId);
        const { vehicleId } = query;
        if (vehicleId !== undefined)
          found = found.where(
            'remittances.contract_id',
            'in',
            contractIds((contracts) => contracts.where('hire_contracts.vehicle_id', '=', vehicleId)),
          );
        if (query.method !== undefined) found = found.where('remittances.method', '=', query.method);
        if (query.from !== undefined) found = found.where('remittances.date', '>=', query.from);
        if (query.to !== undefined) found = found.where('remittances.date', '<=', query.to);
        const searched = search(by, contracts);
        return searched ? found.where(searched) : found;
      };
      const order = query.order ?? 'desc';
      // The list's order, id last: a sort by amount, else by date and receipt number.
      const orderColumns =
        query.sort === 'amount'
          ? (['remittances.amount_pesewas', 'remittances.id'] as const)
          : (['remittances.date', 'remittances.receipt_number', 'remittances.id'] as const);
      /**
       * Rows in the list's order from `offset`, or after the row `after` (the last of a batch). The
       * window's ids are chosen first on the remittances table alone, so the join and the balance
       * after each are worked out for those rows only, never for the rows skipped before them.
       */
      const read = async (
        limit: number,
        from: { offset: number } | { after: RemittanceRow },
        by: SearchBy = 'rows',
      ) => {
        // The window's sort values come with its ids: the outer query orders by them, so the engines
        // read the window first and never walk a whole index of the business to join it.
        let ids = matching(by, await contractsListed(by))
          .select('remittances.id as page_id')
          .select(orderColumns.map((column, index) => sql.ref(column).as(`sort_${index}`)));
        if ('after' in from) {
          const last = from.after;
          const beyond = order === 'desc' ? '<' : '>';
          // A row value comparison: both engines read it as one range of the list's index.
          ids = ids.where((eb) =>
            query.sort === 'amount'
              ? eb(
                  eb.refTuple('remittances.amount_pesewas', 'remittances.id'),
                  beyond,
                  eb.tuple(Number(last.amount_pesewas), last.id),
                )
              : eb(
                  eb.refTuple('remittances.date', 'remittances.receipt_number', 'remittances.id'),
                  beyond,
                  eb.tuple(last.date, Number(last.receipt_number), last.id),
                ),
          );
        }
        for (const column of orderColumns) ids = ids.orderBy(column, order);
        ids = ids.limit(limit);
        if ('offset' in from && from.offset > 0) ids = ids.offset(from.offset);
        let rows = shown().innerJoin(ids.as('page'), 'page.page_id', 'remittances.id');
        for (const index of orderColumns.keys()) rows = rows.orderBy(sql.ref(`page.sort_${index}`), order);
        return rows.execute();
      };
      type ReadRow = Awaited<ReturnType<typeof read>>[number];
      /**
       * What each of the remittances `ids` (counted ones) left paid on its contract: the sum of the
       * contract's counted remittances up to it in settling order (by day, then receipt number).
       * Summed as the days before it plus its own day up to it: the days before read one range of
       * an index that holds the amounts (`remittances_account_contract_paid`), where one condition
       * with an OR had SQLite look up every earlier row in the table (xl, 1,000 rows: 250 -> 120 ms).
       */
      const paidUpTo = async (ids: string[]): Promise<Map<string, number>> => {
        if (ids.length === 0) return new Map();
        const settled = (eb: ExpressionBuilder<Database, 'remittances'>) =>
          eb
            .selectFrom('remittances as settled')
            .select((inner) => inner.fn.sum<number | string | null>('settled.amount_pesewas').as('paid'))
            .where('settled.account_id', '=', accountId)
            .whereRef('settled.contract_id', '=', 'remittances.contract_id')
            .where('settled.voided_at', 'is', null);
        const sums = await own()
          .where('remittances.id', 'in', ids)
          .select('remittances.id')
          .select((eb) => [
            settled(eb).whereRef('settled.date', '<', 'remittances.date').as('days_before'),
            settled(eb)
              .whereRef('settled.date', '=', 'remittances.date')
              .whereRef('settled.receipt_number', '<=', 'remittances.receipt_number')
              .as('that_day'),
          ])
          .execute();
        return new Map(sums.map((row) => [row.id, Number(row.days_before ?? 0) + Number(row.that_day ?? 0)]));
      };
      /**
       * Rows with their balance after each (a voided one 0). `chain` holds, per contract, the last
       * counted row a stream has shown and what was paid up to it: in the list's own order (by day
       * and receipt number, every counted row of each contract listed) the next row's sum follows
       * from it, so a stream of a fleet's remittances sums each contract's history once, not once a
       * row (xl: about 1,000 remittances a contract; docs/lists.md).
       */
      const balanced = async (rows: ReadRow[], chain?: Map<string, { paid: number; amount: number }>) => {
        const counted = rows.filter((row) => row.voided_at === null);
        // Without a chain each row's sum is looked up; with one, only a contract's first row met.
        const looked = await paidUpTo(
          (chain ? firstOfEachContract(counted).filter((row) => !chain.has(row.contract_id)) : counted).map(
            (row) => row.id,
          ),
        );
        return rows.map((row) => {
          if (row.voided_at !== null) return toRemittance(row, 0);
          const amount = Number(row.amount_pesewas);
          const last = chain?.get(row.contract_id);
          let paid = looked.get(row.id) ?? 0;
          if (last) paid = order === 'desc' ? last.paid - last.amount : last.paid + amount;
          chain?.set(row.contract_id, { paid, amount });
          return toRemittance(row, balanceAfter(termsOfRow(row), paid, row.date));
        });
      };
      // The count and the sum in one pass over the matches, read once for a page.
      const summary = summaryOnce(async () => {
        // The screen's first page, and a filter by method or days, from the day totals.
        const byMethodAndDaysOnly =
          !query.voided &&
          !searchText(query.q) &&
          query.contractId === undefined &&
          query.vehicleId === undefined;
        if (byMethodAndDaysOnly) {
          const byDay = await dayTotalsOf(db, accountId, 'remittances', query);
          return { total: byDay.count, totals: { amount: byDay.amountPesewas } };
        }
        const row = await matching('index', await contractsListed('index'))
          .select((eb) => [
            eb.fn.countAll<number | string>().as('count'),
            eb.fn.sum<number | string | null>('remittances.amount_pesewas').as('amount'),
          ])
          .executeTakeFirstOrThrow();
        return { total: Number(row.count), totals: { amount: Number(row.amount ?? 0) } };
      });
      return {
        ...summary,
        rows: async (limit: number, offset: number): Promise<Remittance[]> => {
          const by = (await summary.count()) <= FEW_MATCHES ? 'index' : 'rows';
          return balanced(await read(limit, { offset }, by));
        },
        /**
         * Every remittance the query matches, in batches in its order (the old array, the export):
         * each batch starts after the last row of the one before, so no rows are walked twice. In
         * the list's date order, with nothing that skips single rows of a contract (a method, a
         * search), each balance follows from the contract's row before it (`balanced`).
         */
        async *batches(): AsyncGenerator<Remittance[]> {
          const whole = query.sort !== 'amount' && query.method === undefined && !searchText(query.q);
          const chain = whole ? new Map<string, { paid: number; amount: number }>() : undefined;
          let after: RemittanceRow | undefined;
          for (;;) {
            const rows = await read(REMITTANCE_BATCH, after ? { after } : { offset: 0 });
            if (rows.length > 0) yield await balanced(rows, chain);
            after = rows.at(-1);
            if (!after || rows.length < REMITTANCE_BATCH) return;
          }
        },
      };
    },

    /** A remittance that counts; voided ones are not found. */
    async findById(id: string): Promise<Remittance | null> {
      const row = await shown()
        .where('remittances.voided_at', 'is', null)
        .where('remittances.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const siblings = await shown()
        .where('remittances.voided_at', 'is', null)
        .where('remittances.contract_id', '=', row.contract_id)
        .execute();
      return withBalances(siblings).find((each) => each._id === id) ?? null;
    },

    /** A remittance, voided or not, with its receipt number and void details. */
    async findStored(id: string): Promise<StoredRemittance | null> {
      const row = await shown().where('remittances.id', '=', id).executeTakeFirst();
      if (!row) return null;
      const remittance = row.voided_at ? toRemittance(row, 0) : await repository.findById(id);
      if (!remittance) return null;
      return {
        remittance,
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
        hirerPhone: row.hirer_phone,
        voided: row.voided_at
          ? { at: row.voided_at, by: row.voided_by_name ?? '', reason: row.void_reason }
          : null,
      };
    },

    /**
     * What the given contracts were paid on `day` and after it (remittances dated ahead), by contract
     * id: the index reads only their remittances from that day on, however long their history.
     */
    async paidFrom(
      contractIds: string[],
      day: string,
    ): Promise<{ on: Map<string, number>; after: Map<string, number> }> {
      if (contractIds.length === 0) return { on: new Map(), after: new Map() };
      const rows = await counted()
        .select('remittances.contract_id')
        .select((eb) => [
          eb.fn
            .sum<number | string>(
              eb
                .case()
                .when('remittances.date', '=', day)
                .then(eb.ref('remittances.amount_pesewas'))
                .else(0)
                .end(),
            )
            .as('on_day'),
          eb.fn
            .sum<number | string>(
              eb
                .case()
                .when('remittances.date', '>', day)
                .then(eb.ref('remittances.amount_pesewas'))
                .else(0)
                .end(),
            )
            .as('after_day'),
        ])
        .where('remittances.contract_id', 'in', contractIds)
        .where('remittances.date', '>=', day)
        .groupBy('remittances.contract_id')
        .execute();
      const pick = (key: 'on_day' | 'after_day') =>
        new Map(rows.map((row) => [row.contract_id, Number(row[key] ?? 0)]));
      return { on: pick('on_day'), after: pick('after_day') };
    },

    /** The id of the remittance recorded under an Idempotency-Key, voided or not. */
    findIdByRequestKey(requestKey: string): Promise<string | null> {
      return ownedIdByRequestKey(db, 'remittances', accountId, requestKey);
    },

    /** Records a remittance under its receipt number; its id. */
    async insert(
      input: RemittanceInput,
      receipt: { number: number; recordedBy: Actor; requestKey?: string | undefined },
    ): Promise<string> {
      const now = monotonicNowIso();
      const row: RemittancesTable = {
        id: newId(),
        account_id: accountId,
        ...fieldColumns(input),
        receipt_number: receipt.number,
        recorded_by_id: receipt.recordedBy._id,
        recorded_by_name: receipt.recordedBy.name,
        request_key: receipt.requestKey ?? null,
        voided_at: null,
        voided_by_id: null,
        voided_by_name: null,
        void_reason: null,
        created_at: now,
        updated_at: now,
        odometer_km: input.odometer ?? null,
      };
      await db.insertInto('remittances').values(row).execute();
      return row.id;
    },

    /** Replaces a remittance's fields; false when no remittance that counts has the id. */
    async update(id: string, input: RemittanceInput): Promise<boolean> {
      const result = await db
        .updateTable('remittances')
        .set({
          ...fieldColumns(input),
          // Left out: the stored reading stays (an old client never sends one).
          ...(input.odometer === undefined ? {} : { odometer_km: input.odometer }),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Voids a remittance that counts; false when there is none with the id. */
    markVoid: (id: string, by: Actor, reason: string | null) =>
      voidOwned(db, 'remittances', accountId, id, by, reason),
  };
  return repository;
}

export type RemittancesRepository = ReturnType<typeof remittancesRepository>;
