import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter } from 'kysely';
import type { Engine } from '../../db/connection';
import { businessToday } from '../../lib/business-day';
import { nextTurn, type Pace } from '../../lib/pace';
import { forEachBusiness, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { type Executor, runWrite, SYSTEM_ACTOR } from '../../lib/service-context';
import { contractsRepository } from './repository';
import { type ContractTerms, expectedBy, hireArrears, hireProgress } from './schedule';

/**
 * A contract's figures stored beside it, so that the list sorts, filters and totals them in the
 * database (docs/decisions/078-stored-contract-figures.md). They are the engine's answers
 * (schedule.ts) as of the business's day, written in the same transaction as every write that moves
 * them, and for every contract of a business when its day turns: by the rollover scheduler, and
 * before any read that uses them if it has not run yet. A read never uses figures of an older day.
 */

/** The stored figures' columns as the engine computes them for `day`. */
export interface FigureColumns {
  expected_pesewas: number;
  arrears_pesewas: number;
  progress: number | null;
  figures_day: string;
}

/** The figures of a contract with these terms and this paid sum, as of `day`. */
export function figureColumns(terms: ContractTerms, paidPesewas: number, day: string): FigureColumns {
  const expected = expectedBy(terms, day);
  return {
    expected_pesewas: expected,
    arrears_pesewas: hireArrears(expected, paidPesewas),
    progress: hireProgress(terms, paidPesewas),
    figures_day: day,
  };
}

/** Contracts brought up to date per transaction: short enough that reads and writes go on between. */
export const ROLLOVER_BATCH = 200;

/** Runs `work` in its own short write transaction (BEGIN IMMEDIATE on SQLite, as every write). */
export type InTransaction = <T>(work: (trx: Executor) => Promise<T>) => Promise<T>;

/**
 * Brings every contract of a business whose figures are of a day before `day` up to `day`, a batch
 * per transaction. Idempotent and safe with several processes or a crash half-way: each row is written
 * only while it is still of an older day and its paid sum is the one read, so a write that moved it
 * meanwhile (and stored its own figures) is never overwritten; what a crash leaves is done next time.
 */
export async function rollContractFigures(
  inTransaction: InTransaction,
  accountId: string,
  day: string,
  { batch = ROLLOVER_BATCH, shouldStop = (): boolean => false, pace = nextTurn } = {},
): Promise<number> {
  let updated = 0;
  for (;;) {
    if (shouldStop()) return updated;
    // Other requests are served between batches (at least a turn of the event loop).
    await pace();
    const done = await inTransaction(async (trx) => {
      const contracts = contractsRepository(trx, accountId);
      const stale = await contracts.staleFigures(day, batch);
      for (const row of stale) {
        await contracts.storeFigures(row.id, figureColumns(row.terms, row.paidPesewas, day), {
          paidPesewas: row.paidPesewas,
        });
      }
      return stale.length;
    });
    updated += done;
    if (done < batch) return updated;
  }
}

/** The engine behind a database handle. */
export function engineOf(db: Executor): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Short write transactions on `db`, begun as every write is (lib/service-context.ts). */
export function transactionsOn(db: Executor): InTransaction {
  return async (work) =>
    (await runWrite(db, engineOf(db), { actor: SYSTEM_ACTOR, accountId: '' }, (ctx) => work(ctx.trx))).result;
}

/**
 * Before a read that sorts, filters or totals by the stored figures: the business's contracts of an
 * older day are brought up to `day` first. Inside a write's transaction, in that transaction.
 */
export async function figuresOfDay(db: Executor, accountId: string, day: string): Promise<void> {
  if (!(await hasStaleFigures(db, accountId, day))) return;
  const inTransaction: InTransaction = db.isTransaction ? (work) => work(db) : transactionsOn(db);
  await rollContractFigures(inTransaction, accountId, day);
}

/** Whether any contract of the business has figures of a day before `day`. */
export async function hasStaleFigures(db: Executor, accountId: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('hire_contracts')
    .select('id')
    .where('account_id', '=', accountId)
    .where('figures_day', '<', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The businesses that have contracts with figures of a day before `day`. */
export async function businessesWithStaleFigures(db: Executor, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('hire_contracts')
    .select('account_id')
    .distinct()
    .where('figures_day', '<', day)
    .execute();
  return rows.map((row) => row.account_id);
}

export type FiguresScheduler = PeriodicJob;

/**
 * The day's rollover inside the app: every minute, each business with contracts of an older day is
 * brought up to today (at Africa/Accra midnight, and at start-up after a stop). Nothing is kept in
 * memory between passes; several processes may run it at once (see `rollContractFigures`).
 */
export function startContractFiguresScheduler(
  db: Executor,
  inTransaction: InTransaction,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, pace = nextTurn }: { intervalMs?: number; pace?: Pace } = {},
): FiguresScheduler {
  return startPeriodicJob(
    async (isStopped) => {
      const day = businessToday();
      const failure = 'contract figures rollover of a business failed';
      await forEachBusiness(
        await businessesWithStaleFigures(db, day),
        { isStopped, log, day, failure },
        async (accountId) => {
          const updated = await rollContractFigures(inTransaction, accountId, day, {
            shouldStop: isStopped,
            pace,
          });
          if (updated > 0) log.info({ accountId, day, updated }, 'contract figures rolled over');
        },
      );
    },
    { log, failure: 'contract figures rollover failed', intervalMs },
  );
}
