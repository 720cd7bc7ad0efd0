import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { type OnlinePaymentsEnv, onlinePaymentsService } from './service';

/**
 * Asks the providers about pending payment intents (docs/collect.md §2): the only way an office
 * laptop with no public address learns of a payment. Safe with several processes: each check is
 * claimed by a conditional update, and completing a payment by another (repository.ts, service.ts).
 */
export function startOnlinePaymentsScheduler(
  env: OnlinePaymentsEnv,
  { intervalMs = 60_000 } = {},
): PeriodicJob {
  return startPeriodicJob(
    async (isStopped) => {
      while (!isStopped() && (await onlinePaymentsService.checkPending(env)) > 0) {
        // Another batch may be due: a pass ends when a batch settled nothing.
      }
    },
    { log: env.log, failure: 'online payment checks failed', intervalMs },
  );
}
