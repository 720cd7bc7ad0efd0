import type { FastifyBaseLogger } from 'fastify';
import { businessToday } from '../../lib/business-day';
import type { Executor } from '../../lib/service-context';
import { accountsWithStaleRentFigures, refreshStaleRentFigures } from './figures';

export interface RentFiguresScheduler {
  /** One pass: every business whose stored rent figures are not as of today is brought to today. */
  tick(): Promise<void>;
  /** Stops ticking and waits for a pass under way (it stops between batches). */
  stop(): Promise<void>;
}

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
  { intervalMs = 60_000 } = {},
): RentFiguresScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;

  async function pass() {
    const day = businessToday();
    for (const accountId of await accountsWithStaleRentFigures(db, day)) {
      if (stopped) return;
      // One business's failure is its own: the others are refreshed all the same.
      try {
        const refreshed = await refreshStaleRentFigures(db, accountId, day, { shouldStop: () => stopped });
        if (refreshed > 0) log.info({ accountId, day, refreshed }, 'rent figures rolled over');
      } catch (error) {
        log.error({ err: error, accountId, day }, 'rent figures rollover of a business failed');
      }
    }
  }

  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error }, 'rent figures rollover failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
