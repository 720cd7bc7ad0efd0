import { sql } from 'kysely';
import { addDays } from '../../../shared/dates';
import { type AlertMark, SNOOZE_DAYS } from '../../../shared/reminders';
import type { Alert, HiddenAlert } from '../../../shared/schemas/reminders';
import type { AlertMarksTable } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import { newId } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor, ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';

/** One business's alert marks: plain queries, null when there is none. */
export function alertMarksRepository(db: Executor, accountId: string) {
  return {
    /** The marks still in force on `today`: every dismissal, and the snoozes not yet over. */
    async inForce(today: string): Promise<AlertMarksTable[]> {
      return db
        .selectFrom('alert_marks')
        .selectAll()
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('mark', '=', 'dismissed'), eb('until', '>', today)]))
        .execute();
    },
    async byKey(key: string): Promise<AlertMarksTable | null> {
      const row = await db
        .selectFrom('alert_marks')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('alert_key', '=', key)
        .executeTakeFirst();
      return row ?? null;
    },
    /** Stores a mark where the alert has none; false (nothing written) when it has one already. */
    async insertNew(row: Omit<AlertMarksTable, 'account_id'>): Promise<boolean> {
      const inserted = await db
        .insertInto('alert_marks')
        .values({ ...row, account_id: accountId })
        .onConflict((oc) => oc.columns(['account_id', 'alert_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    /**
     * Takes the alert's mark for this transaction (a no-op write): a second snooze or dismissal of
     * the same alert at once waits for the first and then reads what it stored.
     */
    async lock(key: string): Promise<void> {
      await db
        .updateTable('alert_marks')
        .set({ id: sql<string>`id` })
        .where('account_id', '=', accountId)
        .where('alert_key', '=', key)
        .execute();
    },
    async put(row: Omit<AlertMarksTable, 'account_id'>): Promise<void> {
      const values = { ...row, account_id: accountId };
      await db
        .insertInto('alert_marks')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['account_id', 'alert_key']).doUpdateSet({
            id: row.id,
            mark: row.mark,
            until: row.until,
            by_user_id: row.by_user_id,
            by_user_name: row.by_user_name,
            at: row.at,
          }),
        )
        .execute();
    },
    async remove(key: string): Promise<void> {
      await db
        .deleteFrom('alert_marks')
        .where('account_id', '=', accountId)
        .where('alert_key', '=', key)
        .execute();
    },
  };
}

/** Whether a mark hides its alert on `today`. */
export const inForce = (mark: Pick<AlertMarksTable, 'mark' | 'until'>, today: string) =>
  mark.mark === 'dismissed' || (mark.until !== null && mark.until > today);

export const toHiddenAlert = (alert: Alert, row: AlertMarksTable): HiddenAlert => ({
  alert,
  mark: row.mark,
  until: row.until,
  by: { _id: row.by_user_id, name: row.by_user_name },
  at: row.at,
});

/** What the audit log keeps of a mark: the alert in words, so the activity log can say it. */
const auditRecord = (row: AlertMarksTable, alert: Alert) => ({
  _id: row.id,
  key: row.alert_key,
  mark: row.mark,
  until: row.until,
  days: row.mark === 'snoozed' ? SNOOZE_DAYS : null,
  kind: alert.kind,
  subject: alert.subject.label,
  message: alert.message,
});

/**
 * Snoozing and dismissing (docs/decisions/066-alert-snooze-and-dismiss.md): the alert, found in the
 * feed by the caller, is hidden for the whole business, with its audit event in the same transaction.
 */
export const alertMarksService = {
  async mark(ctx: ServiceContext, alert: Alert, mark: AlertMark, today: string): Promise<HiddenAlert> {
    const repository = alertMarksRepository(ctx.trx, ctx.accountId);
    const row: AlertMarksTable = {
      id: newId(),
      account_id: ctx.accountId,
      alert_key: alert.key,
      mark,
      until: mark === 'snoozed' ? addDays(today, SNOOZE_DAYS) : null,
      by_user_id: ctx.actor._id,
      by_user_name: ctx.actor.name,
      at: monotonicNowIso(),
    };
    // The first mark of this alert: stored, unless another request stored one meanwhile (PostgreSQL
    // waits for it). Otherwise the stored mark is taken before it is read, so two at once act in turn.
    if (await repository.insertNew(row)) {
      await audit.created(ctx, 'alert_mark', auditRecord(row, alert));
      ctx.changed('alert_marks');
      return toHiddenAlert(alert, row);
    }
    await repository.lock(alert.key);
    const before = await repository.byKey(alert.key);
    if (before) row.id = before.id;
    // The same mark again the same day is no change: no second event.
    if (before && inForce(before, today) && before.mark === row.mark && before.until === row.until)
      return toHiddenAlert(alert, before);
    await repository.put(row);
    if (before && inForce(before, today))
      await audit.updated(ctx, 'alert_mark', auditRecord(before, alert), auditRecord(row, alert));
    else await audit.created(ctx, 'alert_mark', auditRecord(row, alert));
    ctx.changed('alert_marks');
    return toHiddenAlert(alert, row);
  },

  /** Brings a hidden alert back to the feed; 404 when it is not hidden. */
  async restore(
    ctx: ServiceContext,
    alert: Alert | null,
    key: string,
    today: string,
  ): Promise<{ key: string }> {
    const repository = alertMarksRepository(ctx.trx, ctx.accountId);
    const before = await repository.byKey(key);
    if (!before || !inForce(before, today) || !alert) throw notFound('Hidden alert');
    await repository.remove(key);
    await audit.deleted(ctx, 'alert_mark', auditRecord(before, alert));
    ctx.changed('alert_marks');
    return { key };
  },

  inForce: (ctx: ReadContext, today: string) => alertMarksRepository(ctx.trx, ctx.accountId).inForce(today),
};
