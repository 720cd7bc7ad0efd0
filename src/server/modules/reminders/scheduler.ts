import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { businessToday } from '../../lib/business-day';
import { nowIso } from '../../lib/ids';
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

export interface ReminderScheduler {
  /** One pass: today's runs that are due and not yet done, then the messages due for sending. */
  tick(): Promise<void>;
  /** Stops ticking and waits for a pass under way. */
  stop(): Promise<void>;
}

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
  let running: Promise<void> | null = null;
  let stopped = false;

  async function pass() {
    await settleInterrupted(db, messaging);
    const day = businessToday();
    const limits = { shouldStop: () => stopped };
    if (businessTime() >= messaging.reminderTime) {
      const runs = reminderRunsRepository(db);
      // Not finished: not begun, begun by a process that died, or under way in another process.
      // Running it (again) is safe: what is queued already is not queued twice, nor sent twice.
      for (const id of await runs.unfinished(day)) {
        if (stopped) return;
        // One business's failure is its own: the others' runs, and the retries below, go on.
        try {
          await runs.start(id, day, nowIso());
          const result = await runRemindersOf(db, messaging, id, day, limits);
          if (stopped) return;
          await runs.finish(id, day, nowIso());
          if (result.queued > 0) log.info({ accountId: id, day, ...result }, 'daily reminders run');
        } catch (error) {
          log.error({ err: error, accountId: id, day }, 'reminder run of a business failed');
        }
      }
    }
    // Retries whose back-off has passed, whichever business they are of.
    if (!stopped) await sendDue(db, messaging, undefined, limits);
  }

  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error }, 'reminder run failed'))
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
