import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { formatKm, type ServiceSchedule } from '../../../../shared/schemas/vehicle-papers';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditDeleteButtons } from '../../../components/ui/row-buttons';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { usePermissions } from '../../auth';
import { useDeleteSchedule } from '../api/use-delete-schedule';
import { useSchedules } from '../api/use-schedules';
import { PAPERS_TEXTS } from '../papers-texts';
import { intervalText, lastDoneText, nextDueText } from '../papers-values';
import { ScheduleModal, type ScheduleTarget } from './schedule-form';
import { SectionBody } from './section-body';
import { ServiceStatusBadge } from './status-badges';

const COLUMNS: TableColumn<ServiceSchedule>[] = [
  { key: 'task', header: 'Task', cell: (row) => row.task, className: 'font-medium', hideInCard: true },
  { key: 'interval', header: 'Interval', cell: (row) => intervalText(row) },
  { key: 'lastDone', header: 'Last done', cell: (row) => lastDoneText(row.lastDone) },
  { key: 'nextDue', header: 'Next due', cell: (row) => nextDueText(row) },
  {
    key: 'currentKm',
    header: 'Current km',
    cell: (row) => (row.currentKm !== null ? formatKm(row.currentKm) : '—'),
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
  },
  { key: 'status', header: 'Status', cell: (row) => <ServiceStatusBadge status={row.status} /> },
];

/**
 * A vehicle's service schedules (docs/reminders.md §2): each task with its interval, when it was last
 * done, when it is next due (a day, a distance or both) and its standing — Due red, Soon yellow, OK
 * green; Add and Edit for everyone, Delete for Admin and Manager.
 */
export function SchedulesSection({ vehicleId }: { vehicleId: string }) {
  const headingId = useId();
  const schedules = useSchedules(vehicleId);
  const { canDelete } = usePermissions();
  const [target, setTarget] = useState<ScheduleTarget | null>(null);
  const removeSchedule = useDeleteSchedule();
  const deleting = useDeleteConfirm<ServiceSchedule>(removeSchedule, {
    deletedText: PAPERS_TEXTS.scheduleDeleted,
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          Service schedules
        </h2>
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => setTarget({ mode: 'add' })}
        >
          Add schedule
        </Button>
      </div>
      <p className="text-sm text-gray-700">{PAPERS_TEXTS.scheduleNote}</p>
      <SectionBody
        query={schedules}
        loadingLabel="Loading service schedules..."
        failedMessage={PAPERS_TEXTS.schedulesFailed}
      >
        {(list) => (
          <Table
            caption="Service schedules"
            columns={COLUMNS}
            rows={list}
            rowKey={(row) => row._id}
            emptyText={PAPERS_TEXTS.noSchedules}
            cardTitle={(row) => row.task}
            rowActions={(row) => (
              <EditDeleteButtons
                name={row.task}
                onEdit={() => setTarget({ mode: 'edit', schedule: row })}
                onDelete={canDelete ? () => deleting.ask(row) : undefined}
              />
            )}
          />
        )}
      </SectionBody>

      <ScheduleModal vehicleId={vehicleId} target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete schedule"
        message={PAPERS_TEXTS.confirmDeleteSchedule}
      >
        {deleting.target ? (
          <p className="text-gray-700">
            {deleting.target.task}, {intervalText(deleting.target)}. Its maintenance records stay.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
