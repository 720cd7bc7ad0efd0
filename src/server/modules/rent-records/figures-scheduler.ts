import type { FastifyBaseLogger } from 'fastify';
import { accountsWithStaleRentFigures, refreshStaleRentFigures } from '../../db/rent-figures';
import { businessToday } from '../../lib/business-day';
import { nextTurn, type Pace } from '../../lib/pace';
import { forEachBusiness, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { Executor } from '../../lib/service-context';

/** Each pass: every business whose stored rent figures are not as of today is brought to today. */
export type RentFiguresScheduler = PeriodicJob;

/**
 * The day's rollover of the stored rent figures (docs/decisions/075-stored-rent-figures.md): each
 * minute, the businesses with figures older than the business day (Africa/Accra) are refreshed batch
 * by batch. Safe with several processes and after a crash half-way: a batch recomputes from the
 * payments in its own transaction, so a batch done twice stores the same figures, and what is left
 * stale is found again on the next pass (or by the first read, which refreshes before it answers).
 */
export function startRentFiguresScheduler(
  db: Executor,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, pace = nextTurn }: { intervalMs?: number; pace?: Pace } = {},
): RentFiguresScheduler {
  return startPeriodicJob(
    async (isStopped) => {
      const day = businessToday();
      const failure = 'rent figures rollover of a business failed';
      await forEachBusiness(
        await accountsWithStaleRentFigures(db, day),
        { isStopped, log, day, failure },
        async (accountId) => {
          const refreshed = await refreshStaleRentFigures(db, accountId, day, {
            shouldStop: isStopped,
            pace,
          });
          if (refreshed > 0) log.info({ accountId, day, refreshed }, 'rent figures rolled over');
        },
      );
    },
    { log, failure: 'rent figures rollover failed', intervalMs },
  );
}
