import { DatabaseBackup, Download } from 'lucide-react';
import { toast } from 'react-toastify';
import { api } from '../../../../shared/paths';
import { type BackupEntry, PG_DUMP_COMMAND, PG_RESTORE_COMMAND } from '../../../../shared/schemas/backups';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { isApiError } from '../../../lib/api-client';
import { useBackUpNow } from '../api/use-back-up-now';
import { useBackupStatus } from '../api/use-backup-status';
import { useBackups } from '../api/use-backups';
import { formatWhen } from '../audit-changes';
import { BACKUP_TEXTS, formatSize } from '../backup-texts';

/** On PostgreSQL: the database's own tools, as the README shows them. */
function PostgresBackups() {
  return (
    <Card title="Backups" aria-label="Backups">
      <p className="text-sm text-gray-700">{BACKUP_TEXTS.postgresIntro}</p>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {[
          [BACKUP_TEXTS.backUpWith, PG_DUMP_COMMAND],
          [BACKUP_TEXTS.restoreWith, PG_RESTORE_COMMAND],
        ].map(([label, command]) => (
          <div key={label}>
            <dt className="font-medium text-gray-600">{label}</dt>
            <dd>
              <code className="block overflow-x-auto rounded bg-gray-100 p-2 text-xs break-all whitespace-pre-wrap text-gray-900">
                {command}
              </code>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function columns(timeZone: string | undefined): TableColumn<BackupEntry>[] {
  return [
    {
      key: 'time',
      header: 'Time',
      cell: (entry) => formatWhen(entry.time, timeZone),
      className: 'whitespace-nowrap',
      hideInCard: true,
    },
    { key: 'name', header: 'File', cell: (entry) => entry.name, wrap: 'clamp' },
    { key: 'size', header: 'Size', cell: (entry) => formatSize(entry.size), className: 'whitespace-nowrap' },
    {
      key: 'checked',
      header: 'Checked',
      cell: (entry) =>
        entry.checked ? (
          <Badge tone="green">{BACKUP_TEXTS.checked}</Badge>
        ) : (
          <Badge tone="grey">{BACKUP_TEXTS.unchecked}</Badge>
        ),
    },
  ];
}

/** The warning of docs/backups.md §1: the latest backup failed, or none in 48 hours. */
function BackupWarning({ timeZone }: { timeZone: string | undefined }) {
  const status = useBackupStatus();
  if (!status.data) return null;
  const { failure, missing, lastBackupAt } = status.data;
  if (!failure && !missing) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {failure ? <p>{BACKUP_TEXTS.failed(formatWhen(failure.at, timeZone), failure.reason)}</p> : null}
      {missing ? (
        <p>{BACKUP_TEXTS.missing(lastBackupAt ? formatWhen(lastBackupAt, timeZone) : null)}</p>
      ) : null}
    </div>
  );
}

/**
 * Settings → Backups (docs/backups.md §2), shown to the first business's Admin only (the settings
 * screen asks the status first): the backups, newest first, as cards below `md` and a table from it;
 * 'Back up now'; a download for each; the warning when the last one failed or none is recent. On
 * PostgreSQL the tools that back it up instead.
 */
export function BackupsTab({ timeZone, postgres }: { timeZone?: string; postgres: boolean }) {
  const list = useBackups(!postgres);
  const backUp = useBackUpNow();
  if (postgres) return <PostgresBackups />;

  const now = async () => {
    try {
      const entry = await backUp.mutateAsync();
      toast.success(BACKUP_TEXTS.done(entry.name));
    } catch {
      // The query client has shown the server's message; the status shows the failure.
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{BACKUP_TEXTS.intro}</p>
      <BackupWarning timeZone={timeZone} />
      <Card
        title="Backups"
        aria-label="Backups"
        actions={
          <Button
            icon={<DatabaseBackup className="size-4" aria-hidden="true" />}
            busy={backUp.isPending}
            busyText={BACKUP_TEXTS.backingUp}
            onClick={() => void now()}
          >
            {BACKUP_TEXTS.backUpNow}
          </Button>
        }
      >
        {list.isPending ? (
          <p role="status" className="text-sm text-gray-700">
            Loading the backups...
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {isApiError(list.error) ? list.error.message : BACKUP_TEXTS.loadFailed}
          </p>
        ) : (
          <Table
            caption="Backups"
            columns={columns(timeZone)}
            rows={list.data}
            rowKey={(entry) => entry.name}
            emptyText={BACKUP_TEXTS.empty}
            cardTitle={(entry) => formatWhen(entry.time, timeZone)}
            rowActions={(entry) => (
              <a
                href={api.backupDownload(entry.name)}
                download={entry.name}
                aria-label={`${BACKUP_TEXTS.download} ${entry.name}`}
                className={buttonClass('secondary')}
              >
                <Download className="size-4" aria-hidden="true" />
                {BACKUP_TEXTS.download}
              </a>
            )}
          />
        )}
      </Card>
    </div>
  );
}
