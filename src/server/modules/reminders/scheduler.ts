import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { businessToday } from '../../lib/business-day';
import { nowIso } from '../../lib/ids';
import { forEachBusiness, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { Executor } from '../../lib/service-context';
import { reminderRunsRepository } from './repository';
import { type Messaging, runRemindersOf, sendDue, settleInterrupted } from './service';

/** The time of day in the business time zone, HH:MM. */
export function businessTime(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIMEZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/** Each pass: today's runs that are due and not yet done, then the messages due for sending. */
export type ReminderScheduler = PeriodicJob;

/**
 * The daily reminder run inside the app (docs/reminders.md §4): once a day from `REMINDER_TIME`
 * (Africa/Accra), and at start-up when today's run was missed or cut short. Safe with several
 * processes on one database, or one killed half-way: the outbox's unique key queues nothing twice, a
 * message is sent by the one process whose claim on it succeeded, and `reminder_runs` only says which
 * days are done. Nothing is kept in memory between passes.
 */
export function startReminderScheduler(
  db: Executor,
  messaging: Messaging,
  log: FastifyBaseLogger,
  { intervalMs = 60_000 } = {},
): ReminderScheduler {
  return startPeriodicJob(
    async (isStopped) => {
      await settleInterrupted(db, messaging);
      const day = businessToday();
      const limits = { shouldStop: isStopped };
      if (businessTime() >= messaging.reminderTime) {
        const runs = reminderRunsRepository(db);
        // Not finished: not begun, begun by a process that died, or under way in another process.
        // Running it (again) is safe: what is queued already is not queued twice, nor sent twice.
        const failure = 'reminder run of a business failed';
        await forEachBusiness(await runs.unfinished(day), { isStopped, log, day, failure }, async (id) => {
          await runs.start(id, day, nowIso());
          const result = await runRemindersOf(db, messaging, id, day, limits);
          if (isStopped()) return;
          await runs.finish(id, day, nowIso());
          if (result.queued > 0) log.info({ accountId: id, day, ...result }, 'daily reminders run');
        });
      }
      // Retries whose back-off has passed, whichever business they are of.
      if (!isStopped()) await sendDue(db, messaging, undefined, limits);
    },
    { log, failure: 'reminder run failed', intervalMs },
  );
}
