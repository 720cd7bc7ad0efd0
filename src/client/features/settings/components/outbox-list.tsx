import { RotateCw } from 'lucide-react';
import { toast } from 'react-toastify';
import { formatPhone } from '../../../../shared/phone';
import { OUTBOX_STATUSES } from '../../../../shared/reminders';
import type { OutboxMessage } from '../../../../shared/schemas/reminders';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PhoneLink } from '../../../components/ui/phone-link';
import { Select } from '../../../components/ui/select';
import { Table, type TableColumn } from '../../../components/ui/table';
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
import { PagedSection, useFilterAndPage } from './paged-section';

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
    cell: (message) => <PhoneLink phone={message.to} compact />,
    hideInCard: true,
  },
  { key: 'kind', header: 'Kind', cell: (message) => OUTBOX_KIND_LABELS[message.kind], className: 'min-w-32' },
  {
    key: 'body',
    header: 'Message',
    cell: (message) => message.body,
    wrap: 'clamp',
  },
  { key: 'due', header: 'Due date', cell: (message) => message.dueDate, className: 'whitespace-nowrap' },
  {
    key: 'status',
    header: 'Status',
    cell: (message) => <StatusCell message={message} />,
    className: 'min-w-40 whitespace-normal',
  },
];

/**
 * The outbox (docs/reminders.md §4): every message, newest first, paged on the server and filtered by
 * status (both in the URL); a failed one can be sent again. Below `md` each message is a card.
 */
export function OutboxList() {
  const { filter: status, page, setFilter: setStatus, setPage } = useFilterAndPage('status', OUTBOX_STATUSES);
  const outbox = useOutboxPage({ status, page, pageSize: OUTBOX_PAGE_SIZE });
  const retry = useRetryMessage();

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
    <PagedSection
      headingId="outbox-heading"
      heading={REMINDER_TEXTS.outbox}
      filter={
        <Select
          label="Status"
          name="status"
          placeholder={REMINDER_TEXTS.allStatuses}
          options={OUTBOX_STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="w-full sm:w-56"
        />
      }
      query={outbox}
      page={page}
      onPageChange={setPage}
      loadingLabel="Loading the outbox..."
      failedMessage={REMINDER_TEXTS.outboxFailed}
      emptyMessage={status ? REMINDER_TEXTS.outboxEmptyFiltered : REMINDER_TEXTS.outboxEmpty}
      countText={(total) => (total === 1 ? '1 message' : `${total} messages`)}
      paginationLabel="Outbox pages"
    >
      {(items) => (
        <Table
          caption="Outbox"
          columns={COLUMNS}
          rows={items}
          rowKey={(message) => message._id}
          cardTitle={(message) => <PhoneLink phone={message.to} />}
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
      )}
    </PagedSection>
  );
}
