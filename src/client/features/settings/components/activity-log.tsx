import { useId, useState } from 'react';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditAction,
  type AuditEvent,
} from '../../../../shared/schemas/audit';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { labelledOptions, Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { alertMarkSentence } from '../../alerts';
import { AUDIT_PAGE_SIZE, useAuditPage } from '../api/use-audit-events';
import { AUDIT_ACTION_LABELS, type FieldChange, formatEventTime } from '../audit-changes';
import { eventChanges, eventSentence } from '../audit-entities';
import { PagedSection, useFilterAndPage } from './paged-section';

export const ACTIVITY_TEXTS = {
  heading: 'Activity',
  filter: 'Kind of record',
  allKinds: 'All kinds',
  empty: 'No activity yet.',
  emptyFiltered: 'No activity for this kind of record.',
  loadFailed: 'Failed to load data',
  noChangedFields: 'No field changes recorded.',
  details: 'Details',
  hideDetails: 'Hide details',
} as const;

const ACTION_TONES: Record<AuditAction, BadgeTone> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  void: 'yellow',
};

const KIND_OPTIONS = labelledOptions(AUDIT_ENTITIES, AUDIT_ENTITY_LABELS);

/**
 * The changed fields side by side: Field, Before, After (a create has only After, a delete only
 * Before). From `md` up a three-column grid under one header; below it each field is a small card
 * with its values labelled, so nothing scrolls sideways.
 */
function ChangesView({ action, changes }: { action: AuditAction; changes: FieldChange[] }) {
  const showBefore = action !== 'create';
  const showAfter = action !== 'delete';
  const columns =
    showBefore && showAfter
      ? 'md:grid-cols-[minmax(8rem,12rem)_1fr_1fr]'
      : 'md:grid-cols-[minmax(8rem,12rem)_1fr]';
  if (changes.length === 0)
    return <p className="mt-3 text-sm text-gray-600">{ACTIVITY_TEXTS.noChangedFields}</p>;
  return (
    <div className="mt-3 text-sm">
      <div
        aria-hidden="true"
        className={cn(
          'hidden gap-4 border-b border-gray-200 pb-1 font-semibold text-gray-700 md:grid',
          columns,
        )}
      >
        <span>Field</span>
        {showBefore ? <span>Before</span> : null}
        {showAfter ? <span>After</span> : null}
      </div>
      <dl className="flex flex-col gap-2 md:gap-0 md:divide-y md:divide-gray-100">
        {changes.map((change) => (
          <div
            key={change.field}
            data-field={change.field}
            className={cn(
              'grid gap-1 rounded-md bg-gray-50 p-2 md:gap-4 md:rounded-none md:bg-transparent md:px-0',
              columns,
            )}
          >
            <dt className="font-medium text-gray-900">{change.label}</dt>
            {showBefore ? (
              <dd className="min-w-0 break-words text-gray-700 [overflow-wrap:anywhere]" data-side="before">
                <span className="font-medium text-gray-600 md:sr-only">Before: </span>
                {change.before}
              </dd>
            ) : null}
            {showAfter ? (
              <dd className="min-w-0 break-words text-gray-900 [overflow-wrap:anywhere]" data-side="after">
                <span className="font-medium text-gray-600 md:sr-only">After: </span>
                {change.after}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The event as it was stored (ids, codes, amounts as the API wrote them), only once asked for. */
function RawRecord({ event }: { event: AuditEvent }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="px-2"
      >
        {open ? ACTIVITY_TEXTS.hideDetails : ACTIVITY_TEXTS.details}
      </Button>
      {open ? (
        <pre
          id={id}
          data-testid="audit-raw"
          className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md bg-gray-50 p-2 text-xs text-gray-700 [overflow-wrap:anywhere]"
        >
          {JSON.stringify(
            { entity: event.entity, entityId: event.entityId, before: event.before, after: event.after },
            null,
            2,
          )}
        </pre>
      ) : null}
    </div>
  );
}

/**
 * One event as a card at every width: the sentence a landlord reads ("Ama Mensah recorded payment
 * RCT-000123 of GHC 3,430.00 for Kofi Boateng"), when, the changed fields by their screen labels,
 * and the raw record behind Details (docs/decisions/064-activity-log-sentences.md).
 */
function EventCard({ event, timeZone }: { event: AuditEvent; timeZone: string | undefined }) {
  // An alert snoozed or dismissed is worded by the alerts feature, which knows the alert (decision 066).
  const sentence = event.entity === 'alert_mark' ? alertMarkSentence(event) : eventSentence(event);
  return (
    <li>
      <article aria-label={sentence} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <Badge tone={ACTION_TONES[event.action]}>{AUDIT_ACTION_LABELS[event.action]}</Badge>
          <p className="min-w-0 flex-1 break-words text-sm font-semibold text-gray-900 [overflow-wrap:anywhere]">
            {sentence}
          </p>
        </div>
        <p className="mt-1 text-sm text-gray-600">
          <time dateTime={event.at}>{formatEventTime(event.at, timeZone)}</time>
        </p>
        <ChangesView action={event.action} changes={eventChanges(event)} />
        <RawRecord event={event} />
      </article>
    </li>
  );
}

/** The Activity tab of /settings (docs/ledger.md §7): the account's audit events, newest first, paged on the server. */
export function ActivityLog({ timeZone }: { timeZone?: string }) {
  const { filter: entity, page, setFilter: setEntity, setPage } = useFilterAndPage('entity', AUDIT_ENTITIES);
  const events = useAuditPage({ entity, page, pageSize: AUDIT_PAGE_SIZE });
  return (
    <PagedSection
      headingId="activity-heading"
      heading={ACTIVITY_TEXTS.heading}
      filter={
        <Select
          label={ACTIVITY_TEXTS.filter}
          name="entity"
          placeholder={ACTIVITY_TEXTS.allKinds}
          options={KIND_OPTIONS}
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          className="w-full sm:w-64"
        />
      }
      query={events}
      page={page}
      onPageChange={setPage}
      loadingLabel="Loading activity..."
      failedMessage={ACTIVITY_TEXTS.loadFailed}
      emptyMessage={entity ? ACTIVITY_TEXTS.emptyFiltered : ACTIVITY_TEXTS.empty}
      countText={(total) => (total === 1 ? '1 event' : `${total} events`)}
      paginationLabel="Activity pages"
    >
      {(items) => (
        <ol className="flex flex-col gap-3">
          {items.map((event) => (
            <EventCard key={event._id} event={event} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </PagedSection>
  );
}
