import type { OutboxState, QueuedKind } from './outbox-store';

/** The outbox's words (docs/offline.md §3). */
export const OUTBOX_TEXTS = {
  title: 'Waiting to send',
  states: {
    waiting: 'Waiting to send',
    sending: 'Sending…',
    attention: 'Needs attention',
  } satisfies Record<OutboxState, string>,
  receiptWhenSent: 'Receipt number when sent',
  notConfirmed: 'not yet confirmed',
  queued: 'Saved on this phone. It will be sent when the connection is back.',
  waitingCount: (count: number) => `${count} waiting to send`,
  attentionCount: (count: number) => `${count} needs attention`,
  screenTitle: 'Outbox',
  empty: 'Nothing waiting to send.',
  sendNow: 'Send now',
  edit: 'Edit',
  discard: 'Discard',
  discardQuestion: 'Discard this record? It will never be sent.',
  openOutbox: 'Open the outbox',
  signOutAnyway: 'Sign out anyway',
  standing: (label: string, amount: string) => `${label} after these: ${amount}`,
} as const;

/**
 * When a record was made, as the outbox lists it: 'Today 09:41', 'Yesterday 18:05', else
 * '12 Nov 09:41' (the phone's own clock and zone: the record was made on it).
 */
export function madeAt(createdAt: number, now: number = Date.now()): string {
  const made = new Date(createdAt);
  const time = made.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
  const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((dayOf(new Date(now)) - dayOf(made)) / 86_400_000);
  if (days === 0) return `Today ${time}`;
  if (days === 1) return `Yesterday ${time}`;
  const day = made.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return `${day} ${time}`;
}

const NOUNS: Record<QueuedKind, [one: string, many: string]> = {
  payment: ['payment', 'payments'],
  remittance: ['remittance', 'remittances'],
  maintenance: ['maintenance record', 'maintenance records'],
  odometer: ['odometer reading', 'odometer readings'],
  expense: ['expense', 'expenses'],
};

/** '1 payment', '3 payments'. */
export function countOf(kind: QueuedKind, count: number): string {
  const [one, many] = NOUNS[kind];
  return `${count} ${count === 1 ? one : many}`;
}

/** A kind's name for one record, capitalised ('Payment', 'Odometer reading'). */
export function kindName(kind: QueuedKind): string {
  const [one] = NOUNS[kind];
  return one.charAt(0).toUpperCase() + one.slice(1);
}

/**
 * Receipt numbers as few words as they allow: '0041–0043' when they follow each other (same
 * prefix, numbers one apart), else listed: '0041, 0047'.
 */
export function receiptSpan(numbers: readonly string[]): string {
  if (numbers.length === 0) return '';
  const parsed = numbers.map((text) => /^(.*?)(\d+)$/.exec(text));
  const consecutive =
    numbers.length > 1 &&
    parsed.every(
      (match, index) =>
        match !== null &&
        match[1] === parsed[0]?.[1] &&
        (index === 0 || Number(match[2]) === Number(parsed[index - 1]?.[2]) + 1),
    );
  return consecutive ? `${numbers[0]}–${numbers[numbers.length - 1]}` : numbers.join(', ');
}

function receiptOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const value = (answer as { receiptNumber?: unknown }).receiptNumber;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The one message after a round of sending: '3 payments sent: receipts 0041–0043', and for several
 * kinds each in turn ('2 payments sent: receipts 0041–0042; 1 remittance sent: receipt R-0007').
 */
export function sentMessage(sent: readonly { record: { kind: QueuedKind }; answer: unknown }[]): string {
  const byKind = new Map<QueuedKind, string[]>();
  const counts = new Map<QueuedKind, number>();
  for (const { record, answer } of sent) {
    counts.set(record.kind, (counts.get(record.kind) ?? 0) + 1);
    const receipt = receiptOf(answer);
    if (receipt) byKind.set(record.kind, [...(byKind.get(record.kind) ?? []), receipt]);
  }
  return [...counts]
    .map(([kind, count]) => {
      const receipts = byKind.get(kind) ?? [];
      const sorted = [...receipts].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      const tail =
        sorted.length === 0 ? '' : `: ${sorted.length === 1 ? 'receipt' : 'receipts'} ${receiptSpan(sorted)}`;
      return `${countOf(kind, count)} sent${tail}`;
    })
    .join('; ');
}
