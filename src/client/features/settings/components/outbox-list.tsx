import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { formatPhone } from '../../../../shared/phone';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../shared/reminders';
import type { OutboxMessage } from '../../../../shared/schemas/reminders';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineError } from '../../../components/ui/inline-error';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useOutboxPage } from '../api/use-outbox';
import { useRetryMessage } from '../api/use-retry-message';
import {
  OUTBOX_KIND_LABELS,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUS_OPTIONS,
  OUTBOX_STATUS_TONES,
  REMINDER_TEXTS,
} from '../reminder-texts';

/** The outbox's status filter and page, kept in the URL beside `?tab=reminders`. */
function useOutboxParams() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? '';
  const status: OutboxStatus | '' = (OUTBOX_STATUSES as readonly string[]).includes(requested)
    ? (requested as OutboxStatus)
    : '';
  const requestedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  const update = (changes: { status?: string; page?: number }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.status !== undefined) {
        if (changes.status) next.set('status', changes.status);
        else next.delete('status');
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  return {
    status,
    page,
    setStatus: (value: string) => update({ status: value }),
    setPage: (value: number) => update({ page: value }),
  };
}

/** The status, how many attempts were made and, when one failed, the gateway's last error. */
function StatusCell({ message }: { message: OutboxMessage }) {
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={OUTBOX_STATUS_TONES[message.status]}>{OUTBOX_STATUS_LABELS[message.status]}</Badge>
        <span className="whitespace-nowrap text-xs text-gray-700">
          {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
        </span>
      </span>
      {message.lastError ? (
        <span className="break-words text-xs text-red-800 [overflow-wrap:anywhere]">{message.lastError}</span>
      ) : null}
    </span>
  );
}

// Status, attempts and the last error share a column, so the table fits the settings' width.
const COLUMNS: TableColumn<OutboxMessage>[] = [
  {
    key: 'to',
    header: 'To',
    cell: (message) => formatPhone(message.to),
    className: 'whitespace-nowrap',
    hideInCard: true,
  },
  { key: 'kind', header: 'Kind', cell: (message) => OUTBOX_KIND_LABELS[message.kind], className: 'min-w-32' },
  {
    key: 'body',
    header: 'Message',
    cell: (message) => <span className="break-words [overflow-wrap:anywhere]">{message.body}</span>,
    className: 'min-w-56',
  },
  { key: 'due', header: 'Due date', cell: (message) => message.dueDate, className: 'whitespace-nowrap' },
  {
    key: 'status',
    header: 'Status',
    cell: (message) => <StatusCell message={message} />,
    className: 'min-w-40',
  },
];

/**
 * The outbox (reminders.md §4): every message, newest first, paged on the server and filtered by
 * status (both in the URL); a failed one can be sent again. Below `md` each message is a card.
 */
export function OutboxList() {
  const { status, page, setStatus, setPage } = useOutboxParams();
  const outbox = useOutboxPage({ status, page, pageSize: OUTBOX_PAGE_SIZE });
  const retry = useRetryMessage();
  const data = outbox.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (an old link, or the last failed message on it sent again): go to the last.
  const pastEnd = data !== undefined && !outbox.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount);
  }, [pastEnd, pageCount, setPage]);

  const sendAgain = async (message: OutboxMessage) => {
    let after: OutboxMessage;
    try {
      after = await retry.mutateAsync(message._id);
    } catch {
      return; // The query client has shown the server's message.
    }
    if (after.status === 'sent') toast.success(REMINDER_TEXTS.sentAgain);
    else if (after.status === 'failed') toast.error(REMINDER_TEXTS.testFailed(after.lastError ?? ''));
    else toast.info(REMINDER_TEXTS.queuedAgain);
  };

  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="outbox-heading" className="text-lg font-semibold text-gray-900">
          {REMINDER_TEXTS.outbox}
        </h2>
        <Select
          label="Status"
          name="status"
          placeholder={REMINDER_TEXTS.allStatuses}
          options={OUTBOX_STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="w-full sm:w-56"
        />
      </div>
      {outbox.isPending ? (
        <SkeletonBars count={3} label="Loading the outbox..." />
      ) : !data ? (
        <InlineError message={REMINDER_TEXTS.outboxFailed}>
          <Button variant="secondary" onClick={() => outbox.refetch()}>
            Try again
          </Button>
        </InlineError>
      ) : data.items.length === 0 ? (
        <EmptyState message={status ? REMINDER_TEXTS.outboxEmptyFiltered : REMINDER_TEXTS.outboxEmpty} />
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {data.total === 1 ? '1 message' : `${data.total} messages`}
          </p>
          <div className={cn(outbox.isPlaceholderData && 'opacity-70')}>
            <Table
              caption="Outbox"
              columns={COLUMNS}
              rows={data.items}
              rowKey={(message) => message._id}
              cardTitle={(message) => formatPhone(message.to)}
              rowActions={(message) =>
                message.status === 'failed' ? (
                  <Button
                    variant="secondary"
                    icon={<RotateCw className="size-4" aria-hidden="true" />}
                    aria-label={`${REMINDER_TEXTS.sendAgain} to ${formatPhone(message.to)}`}
                    busy={retry.isPending && retry.variables === message._id}
                    busyText="Sending..."
                    onClick={() => void sendAgain(message)}
                  >
                    {REMINDER_TEXTS.sendAgain}
                  </Button>
                ) : null
              }
            />
          </div>
        </>
      )}
      {data && pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Outbox pages" />
      ) : null}
    </section>
  );
}
