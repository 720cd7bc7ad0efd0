import type { AuditEvent } from '../../../shared/schemas/audit';

/** An alert mark as the audit log keeps it (server modules/alerts/marks.ts). */
interface MarkRecord {
  mark?: unknown;
  days?: unknown;
  until?: unknown;
  message?: unknown;
}

/**
 * An alert snoozed, dismissed or restored, in words for the activity log
 * (docs/decisions/066-alert-snooze-and-dismiss.md): "Ama Mensah snoozed the alert 'Insurance
 * expires on 2026-12-01' for 7 days".
 */
export function alertMarkSentence(event: Pick<AuditEvent, 'action' | 'actor' | 'before' | 'after'>): string {
  const after = (event.after ?? {}) as MarkRecord;
  const before = (event.before ?? {}) as MarkRecord;
  const message = String(after.message ?? before.message ?? '');
  const alert = `the alert '${message}'`;
  if (event.action === 'delete') return `${event.actor.name} restored ${alert}`;
  if (after.mark === 'snoozed')
    return `${event.actor.name} snoozed ${alert} for ${String(after.days ?? 7)} days`;
  return `${event.actor.name} dismissed ${alert} until it changes`;
}
