import { useSearchParams } from 'react-router';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditAction,
  type AuditEvent,
} from '../../../../shared/schemas/audit';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineError } from '../../../components/ui/inline-error';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { AUDIT_PAGE_SIZE, useAuditPage } from '../api/use-audit-events';
import {
  AUDIT_ACTION_LABELS,
  type FieldChange,
  fieldChanges,
  formatWhen,
  recordName,
} from '../audit-changes';

export const ACTIVITY_TEXTS = {
  heading: 'Activity',
  filter: 'Kind of record',
  allKinds: 'All kinds',
  empty: 'No activity yet.',
  emptyFiltered: 'No activity for this kind of record.',
  loadFailed: 'Failed to load data',
  noChangedFields: 'No field changes recorded.',
} as const;

const ACTION_TONES: Record<AuditAction, BadgeTone> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  void: 'yellow',
};

const KIND_OPTIONS = AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }));

/** The Activity tab's filter and page, kept in the URL beside `?tab=activity`. */
function useActivityParams() {
  const [params, setParams] = useSearchParams();
  const requestedEntity = params.get('entity') ?? '';
  const entity = (AUDIT_ENTITIES as readonly string[]).includes(requestedEntity) ? requestedEntity : '';
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  const update = (changes: { entity?: string; page?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.entity !== undefined) {
        if (changes.entity) next.set('entity', changes.entity);
        else next.delete('entity');
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  return {
    entity,
    page,
    setEntity: (value: string) => update({ entity: value }),
    setPage: (value: number) => update({ page: value }),
  };
}

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

function EventCard({ event, timeZone }: { event: AuditEvent; timeZone: string | undefined }) {
  const name = recordName(event);
  const kind = AUDIT_ENTITY_LABELS[event.entity];
  return (
    <li>
      <article
        aria-label={`${AUDIT_ACTION_LABELS[event.action]} ${kind}${name ? ` ${name}` : ''}`}
        className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone={ACTION_TONES[event.action]}>{AUDIT_ACTION_LABELS[event.action]}</Badge>
          <span className="text-sm font-medium text-gray-700">{kind}</span>
          {name ? (
            <span className="min-w-0 break-words text-sm font-semibold text-gray-900">{name}</span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-gray-600">
          <time dateTime={event.at}>{formatWhen(event.at, timeZone)}</time> · by{' '}
          <span className="font-medium text-gray-800">{event.actor.name}</span>
        </p>
        <ChangesView action={event.action} changes={fieldChanges(event)} />
      </article>
    </li>
  );
}

/** The Activity tab of /settings (ledger.md §7): the account's audit events, newest first, paged on the server. */
export function ActivityLog({ timeZone }: { timeZone?: string }) {
  const { entity, page, setEntity, setPage } = useActivityParams();
  const events = useAuditPage({ entity, page, pageSize: AUDIT_PAGE_SIZE });
  const data = events.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="activity-heading" className="text-lg font-semibold text-gray-900">
          {ACTIVITY_TEXTS.heading}
        </h2>
        <Select
          label={ACTIVITY_TEXTS.filter}
          name="entity"
          placeholder={ACTIVITY_TEXTS.allKinds}
          options={KIND_OPTIONS}
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          className="w-full sm:w-64"
        />
      </div>

      {events.isPending ? (
        <SkeletonBars count={4} label="Loading activity..." />
      ) : !data ? (
        <InlineError message={ACTIVITY_TEXTS.loadFailed}>
          <Button variant="secondary" onClick={() => events.refetch()}>
            Try again
          </Button>
        </InlineError>
      ) : data.items.length === 0 ? (
        <EmptyState message={entity ? ACTIVITY_TEXTS.emptyFiltered : ACTIVITY_TEXTS.empty} />
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {data.total === 1 ? '1 event' : `${data.total} events`}
          </p>
          <ol className={cn('flex flex-col gap-3', events.isPlaceholderData && 'opacity-70')}>
            {data.items.map((event) => (
              <EventCard key={event._id} event={event} timeZone={timeZone} />
            ))}
          </ol>
        </>
      )}
      {data && pageCount > 1 ? (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={setPage}
          label="Activity pages"
        />
      ) : null}
    </section>
  );
}
