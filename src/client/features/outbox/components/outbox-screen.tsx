import { Send } from 'lucide-react';
import { useState } from 'react';
import { OutboxStateBadge, recordFigures } from '../../../components/pending-records';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { dropRecord, type OutboxRecord, useOutboxRecords } from '../../../lib/offline/outbox';
import { sendOutbox } from '../../../lib/offline/outbox-sender';
import { kindName, madeAt, OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { EditRecordDialog } from './edit-record-dialog';

/**
 * The outbox (docs/offline.md §3): every record the signed-in user made offline that the server has
 * not stored yet, oldest first, with its time, what it is and its state. 'Send now' tries the
 * waiting ones at once; a refused one shows the server's message, with Edit and Discard.
 */
export function OutboxScreen() {
  const records = useOutboxRecords();
  const [editing, setEditing] = useState<OutboxRecord | null>(null);
  const [discarding, setDiscarding] = useState<OutboxRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const waiting = records.filter((record) => record.state === 'waiting').length;

  const onSendNow = async () => {
    setSending(true);
    try {
      await sendOutbox(true);
    } finally {
      setSending(false);
    }
  };

  const onDiscard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      await dropRecord(discarding.key);
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={OUTBOX_TEXTS.screenTitle}
        description="Records saved on this phone while the server could not be reached. They are sent by themselves when the connection is back."
        actions={
          waiting > 0 ? (
            <Button
              onClick={() => void onSendNow()}
              busy={sending}
              busyText="Sending..."
              icon={<Send className="size-4" aria-hidden="true" />}
              needsServer
            >
              {OUTBOX_TEXTS.sendNow}
            </Button>
          ) : null
        }
      />
      {records.length === 0 ? (
        <EmptyState message={OUTBOX_TEXTS.empty} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Records waiting to send">
          {records.map((record) => (
            <li
              key={record.key}
              className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
              data-testid="outbox-record"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-xs text-gray-600">{madeAt(record.createdAt)}</p>
                  <p className="font-medium text-gray-900">
                    {kindName(record.kind)}
                    {record.summary ? `: ${record.summary}` : ''}
                  </p>
                  <p className="text-sm text-gray-700">{recordFigures(record)}</p>
                </div>
                <OutboxStateBadge state={record.state} />
              </div>
              {record.state === 'attention' ? (
                <>
                  {record.error ? (
                    <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                      {record.error.message}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(record)}
                      aria-label={`${OUTBOX_TEXTS.edit} ${kindName(record.kind).toLowerCase()} ${record.summary}`.trim()}
                    >
                      {OUTBOX_TEXTS.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setDiscarding(record)}
                      aria-label={`${OUTBOX_TEXTS.discard} ${kindName(record.kind).toLowerCase()} ${record.summary}`.trim()}
                    >
                      {OUTBOX_TEXTS.discard}
                    </Button>
                  </div>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? <EditRecordDialog record={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard record"
        message={OUTBOX_TEXTS.discardQuestion}
        confirmText={OUTBOX_TEXTS.discard}
        busy={busy}
        busyText="Discarding..."
        needsServer={false}
        onConfirm={() => void onDiscard()}
        onCancel={() => setDiscarding(null)}
      />
    </div>
  );
}
