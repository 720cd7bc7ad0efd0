import { useId } from 'react';
import { Link } from 'react-router';
import { formatGhc, sumCedis } from '../../shared/money';
import { routes } from '../../shared/paths';
import { cn } from '../lib/cn';
import {
  type OutboxRecord,
  type OutboxState,
  type QueuedKind,
  useOutboxRecords,
} from '../lib/offline/outbox';
import { kindName, OUTBOX_TEXTS } from '../lib/offline/outbox-texts';
import { Badge, type BadgeTone } from './ui/badge';

const STATE_TONES: Record<OutboxState, BadgeTone> = { waiting: 'amber', sending: 'blue', attention: 'red' };

/** A record's state in the outbox: 'Waiting to send', 'Sending…' or 'Needs attention'. */
export function OutboxStateBadge({ state }: { state: OutboxState }) {
  return <Badge tone={STATE_TONES[state]}>{OUTBOX_TEXTS.states[state]}</Badge>;
}

/** What a record holds, in one line: 'GHC 500.00 · 2026-11-28' ('120450 km · …' for a reading). */
export function recordFigures(record: OutboxRecord): string {
  const parts: string[] = [];
  if (record.kind === 'odometer') {
    if (record.body.km !== undefined && record.body.km !== '') parts.push(`${String(record.body.km)} km`);
  } else if (record.amount !== null) {
    parts.push(formatGhc(record.amount));
  }
  if (record.date) parts.push(record.date);
  return parts.join(' · ');
}

/** Kinds whose records get a receipt number from the server when it stores them. */
const WITH_RECEIPT: readonly QueuedKind[] = ['payment', 'remittance'];

/** A standing figure (a balance, arrears) that the pending records will lower once stored. */
export interface PendingStanding {
  /** 'Balance', 'Arrears'. */
  label: string;
  /** Cedis, as the server last gave it. */
  amount: number;
}

export interface PendingRecordsProps {
  /** The kind (or kinds) of record shown. */
  kind: QueuedKind | readonly QueuedKind[];
  /** Only the records of this tenant, contract, vehicle or unit. */
  subjectId?: string;
  standing?: PendingStanding;
  className?: string;
}

/** The records the standing figure does not include yet: refused ones will not be stored as they are. */
function pendingAmount(records: readonly OutboxRecord[]): number {
  return sumCedis(
    records
      .filter((record) => record.state !== 'attention')
      .map((record) => (Number.isFinite(record.amount) ? record.amount : null)),
  );
}

/**
 * The signed-in user's records of a kind made offline and not yet stored (docs/offline.md §3), shown
 * above a list or on their tenant's, contract's or vehicle's page; nothing when there are none.
 */
export function PendingRecords({ kind, subjectId, standing, className }: PendingRecordsProps) {
  const headingId = useId();
  const kinds: readonly QueuedKind[] = typeof kind === 'string' ? [kind] : kind;
  const records = useOutboxRecords().filter(
    (record) => kinds.includes(record.kind) && (subjectId === undefined || record.subjectId === subjectId),
  );
  if (records.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-amber-300 bg-amber-50 p-4', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {OUTBOX_TEXTS.title} ({records.length})
        </h2>
        <Link
          to={routes.outbox}
          className="text-sm font-medium text-blue-700 underline hover:text-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {OUTBOX_TEXTS.openOutbox}
        </Link>
      </div>
      <ul className="flex flex-col gap-2">
        {records.map((record) => (
          <li
            key={record.key}
            className="flex flex-col gap-1 rounded-md border border-gray-200 bg-white p-3 text-sm"
            data-testid="pending-record"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium text-gray-900">
                {kinds.length > 1 ? `${kindName(record.kind)}: ` : ''}
                {record.summary || kindName(record.kind)}
              </p>
              <OutboxStateBadge state={record.state} />
            </div>
            <p className="text-gray-700">{recordFigures(record)}</p>
            {WITH_RECEIPT.includes(record.kind) ? (
              <p className="text-gray-600">{OUTBOX_TEXTS.receiptWhenSent}</p>
            ) : null}
            {record.state === 'attention' && record.error ? (
              <p className="text-red-800">{record.error.message}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {standing ? (
        <p className="mt-3 text-sm font-medium text-gray-900" data-testid="pending-standing">
          {OUTBOX_TEXTS.standing(
            standing.label,
            formatGhc(Math.round((standing.amount - pendingAmount(records)) * 100) / 100),
          )}{' '}
          <span className="font-normal text-amber-900">({OUTBOX_TEXTS.notConfirmed})</span>
        </p>
      ) : null}
    </section>
  );
}
