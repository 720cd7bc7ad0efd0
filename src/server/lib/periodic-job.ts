import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** One pass; a tick while a pass is under way joins that pass rather than starting another. */
  tick(): Promise<void>;
  /** Stops ticking and waits for a pass under way (the pass stops at its next check of `isStopped`). */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  log: FastifyBaseLogger;
  /** The message logged when a whole pass fails. */
  failure: string;
  intervalMs?: number;
}

/**
 * Runs `pass` at start and then every `intervalMs`, one pass at a time. The timer does not keep the
 * process alive; nothing is kept in memory between passes, so the jobs built on it stay safe with
 * several processes on one database.
 */
export function startPeriodicJob(
  pass: (isStopped: () => boolean) => Promise<void>,
  { log, failure, intervalMs = 60_000 }: PeriodicJobOptions,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const isStopped = () => stopped;
  const tick = () => {
    running ??= pass(isStopped)
      .catch((error: unknown) => log.error({ err: error }, failure))
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

/**
 * Runs `work` for each business in turn until the job is stopped. One business's failure is its own:
 * it is logged with `failure` and the others go on.
 */
export async function forEachBusiness(
  accountIds: readonly string[],
  {
    isStopped,
    log,
    day,
    failure,
  }: { isStopped: () => boolean; log: FastifyBaseLogger; day: string; failure: string },
  work: (accountId: string) => Promise<void>,
): Promise<void> {
  for (const accountId of accountIds) {
    if (isStopped()) return;
    try {
      await work(accountId);
    } catch (error) {
      log.error({ err: error, accountId, day }, failure);
    }
  }
}
