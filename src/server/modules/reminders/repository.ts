import { sql } from 'kysely';
import type { OutboxKind, OutboxStatus, ReminderKind } from '../../../shared/reminders';
import type { OutboxMessage } from '../../../shared/schemas/reminders';
import type { OutboxTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { searchCondition } from '../../lib/list-read';
import type { Executor } from '../../lib/service-context';

/** A message the daily run means to queue. */
export interface QueuedMessage {
  to: string;
  body: string;
  kind: OutboxKind;
  subjectId: string;
  dueDate: string;
}

const OUTBOX_COLUMNS = [
  'id',
  'to_phone',
  'body',
  'kind',
  'subject_id',
  'due_date',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'sent_at',
] as const;
type OutboxRow = Pick<OutboxTable, (typeof OUTBOX_COLUMNS)[number]>;

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  to: row.to_phone,
  body: row.body,
  kind: row.kind,
  subjectId: row.subject_id,
  dueDate: row.due_date,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** One business's reminder settings: a kind without a row is on, with its default template. */
export function reminderKindsRepository(db: Executor, accountId: string) {
  return {
    async list(): Promise<Map<ReminderKind, { enabled: boolean; template: string }>> {
      const rows = await db
        .selectFrom('reminder_kinds')
        .select(['kind', 'enabled', 'template'])
        .where('account_id', '=', accountId)
        .execute();
      return new Map(
        rows.map((row) => [row.kind, { enabled: Number(row.enabled) === 1, template: row.template }]),
      );
    },

    async save(kind: ReminderKind, enabled: boolean, template: string): Promise<void> {
      const now = nowIso();
      await db
        .insertInto('reminder_kinds')
        .values({ account_id: accountId, kind, enabled: enabled ? 1 : 0, template, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .columns(['account_id', 'kind'])
            .doUpdateSet({ enabled: enabled ? 1 : 0, template, updated_at: now }),
        )
        .execute();
    },
  };
}

/** One business's outbox: plain queries scoped by the account. */
export function outboxRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('outbox').where('account_id', '=', accountId);
  return {
    /**
     * Queues the messages not queued before: the UNIQUE key (kind, subject, send date) drops a
     * repeat, whichever run or process sends it. The ids of those queued now.
     */
    async queue(messages: QueuedMessage[], now: string): Promise<string[]> {
      const ids: string[] = [];
      for (let start = 0; start < messages.length; start += 200) {
        const rows = messages.slice(start, start + 200).map(
          (message): OutboxTable => ({
            id: newId(),
            account_id: accountId,
            to_phone: message.to,
            body: message.body,
            kind: message.kind,
            subject_id: message.subjectId,
            due_date: message.dueDate,
            status: 'queued',
            attempts: 0,
            last_error: null,
            next_attempt_at: now,
            sending_since: null,
            provider: null,
            provider_message_id: null,
            created_at: now,
            updated_at: now,
            sent_at: null,
          }),
        );
        const inserted = await db
          .insertInto('outbox')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['account_id', 'kind', 'subject_id', 'due_date']).doNothing(),
          )
          .returning('id')
          .execute();
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    /** The subjects reminded of `kind` on or after `since` (the weekly arrears rule). */
    async subjectsSince(kind: OutboxKind, since: string): Promise<Set<string>> {
      const rows = await own()
        .select('subject_id')
        .where('kind', '=', kind)
        .where('due_date', '>=', since)
        .execute();
      return new Set(rows.map((row) => row.subject_id));
    },

    async findById(id: string): Promise<OutboxMessage | null> {
      const row = await own().select(OUTBOX_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toOutboxMessage(row) : null;
    },

    /** One page, newest first. */
    async page(status: OutboxStatus | undefined, page: number, pageSize: number, q?: string) {
      let query = own();
      if (status) query = query.where('status', '=', status);
      const search = searchCondition(q, ['body'], ['to_phone']);
      if (search) query = query.where(search);
      const [rows, count] = await Promise.all([
        query
          .select(OUTBOX_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { items: rows.map(toOutboxMessage), total: Number(count?.total ?? 0) };
    },

    /** A failed message goes back to the queue, to be tried now with a fresh count of attempts. */
    async requeue(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'queued', attempts: 0, next_attempt_at: now, updated_at: now })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/**
 * The sender's side of the outbox, across every business: which messages are due, and the claim
 * that lets exactly one process hand a message to the gateway.
 */
export function outboxSender(db: Executor) {
  return {
    /** Ids of the queued messages due by `now`, oldest first (one business's, when named). */
    async dueIds(now: string, accountId?: string, limit = 500): Promise<string[]> {
      let query = db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]));
      if (accountId) query = query.where('account_id', '=', accountId);
      const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Claims a queued message for sending (one attempt more): true for exactly one caller, however
     * many processes ask at once. The claim is committed before the gateway is called.
     */
    async claim(id: string, now: string): Promise<{ to: string; body: string; attempts: number } | null> {
      const row = await db
        .updateTable('outbox')
        .set({ status: 'sending', sending_since: now, attempts: sql`attempts + 1`, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .returning(['to_phone', 'body', 'attempts'])
        .executeTakeFirst();
      return row ? { to: row.to_phone, body: row.body, attempts: Number(row.attempts) } : null;
    },

    /**
     * The log provider's send: the given queued messages marked sent to the log in one statement
     * (nothing leaves the machine, so there is no hand-over to claim first). Those it marked.
     */
    async markSentToLog(ids: string[], now: string): Promise<{ id: string; to: string; body: string }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          sent_at: now,
          attempts: sql`attempts + 1`,
          provider: 'log',
          last_error: null,
          next_attempt_at: null,
          updated_at: now,
        })
        .where('id', 'in', ids)
        .where('status', '=', 'queued')
        .returning(['id', 'to_phone', 'body'])
        .execute();
      return rows.map((row) => ({ id: row.id, to: row.to_phone, body: row.body }));
    },

    async markSent(id: string, now: string, provider: string, providerMessageId: string | null) {
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          sent_at: now,
          sending_since: null,
          provider,
          provider_message_id: providerMessageId,
          last_error: null,
          next_attempt_at: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    /** A failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
    async markFailed(id: string, now: string, error: string, retryAt: string | null) {
      await db
        .updateTable('outbox')
        .set({
          status: retryAt ? 'queued' : 'failed',
          last_error: error.slice(0, 500),
          next_attempt_at: retryAt,
          sending_since: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    /**
     * Messages a process claimed and never finished (it was killed while sending, before `before`):
     * whether the gateway took them cannot be known. `retry` queues them again (nothing left the
     * machine: the log provider); otherwise they are failed with `error`, never sent twice.
     */
    async settleInterrupted(
      before: string,
      now: string,
      error: string,
      retry: boolean,
      accountId?: string,
    ): Promise<number> {
      let query = db
        .updateTable('outbox')
        .set(
          retry
            ? { status: 'queued', sending_since: null, next_attempt_at: now, updated_at: now }
            : {
                status: 'failed',
                sending_since: null,
                last_error: error,
                next_attempt_at: null,
                updated_at: now,
              },
        )
        .where('status', '=', 'sending')
        .where('sending_since', '<', before);
      if (accountId) query = query.where('account_id', '=', accountId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/**
 * Each business's daily runs. A run is safe to repeat, even by two processes at once (the outbox's
 * unique key queues nothing twice, a claim sends nothing twice), so the row only records that the
 * day's run began and, once it did not die half-way, that it finished.
 */
export function reminderRunsRepository(db: Executor) {
  return {
    /** Records that `day`'s run began (the first start counts); true when this call recorded it. */
    async start(accountId: string, day: string, now: string): Promise<boolean> {
      const inserted = await db
        .insertInto('reminder_runs')
        .values({ account_id: accountId, day, started_at: now, finished_at: null })
        .onConflict((conflict) => conflict.columns(['account_id', 'day']).doNothing())
        .returning('day')
        .execute();
      return inserted.length > 0;
    },

    async finish(accountId: string, day: string, now: string) {
      await db
        .updateTable('reminder_runs')
        .set({ finished_at: now })
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .execute();
    },

    /** The businesses whose run of `day` has not finished (not begun, or cut short). */
    async unfinished(day: string): Promise<string[]> {
      const rows = await db
        .selectFrom('accounts')
        .leftJoin('reminder_runs', (join) =>
          join.onRef('reminder_runs.account_id', '=', 'accounts.id').on('reminder_runs.day', '=', day),
        )
        .select('accounts.id')
        .where('reminder_runs.finished_at', 'is', null)
        .orderBy('accounts.id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Whether `day`'s run of the business has finished. */
    async finished(accountId: string, day: string): Promise<boolean> {
      const row = await db
        .selectFrom('reminder_runs')
        .select('finished_at')
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .executeTakeFirst();
      return Boolean(row?.finished_at);
    },

    async last(accountId: string): Promise<{ day: string; finishedAt: string } | null> {
      const row = await db
        .selectFrom('reminder_runs')
        .select(['day', 'finished_at'])
        .where('account_id', '=', accountId)
        .where('finished_at', 'is not', null)
        .orderBy('day', 'desc')
        .executeTakeFirst();
      return row?.finished_at ? { day: row.day, finishedAt: row.finished_at } : null;
    },
  };
}
