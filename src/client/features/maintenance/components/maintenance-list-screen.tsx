import { Eye, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES } from '../../../../shared/constants';
import { toDay } from '../../../../shared/dates';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from '../../../../shared/fleet';
import { formatAmount, formatCedi } from '../../../../shared/money';
import { api, routes } from '../../../../shared/paths';
import type { MaintenanceRecord, MaintenanceTotals } from '../../../../shared/schemas/maintenance';
import { PendingRecords } from '../../../components/pending-records';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { DeleteIconButton } from '../../../components/ui/row-buttons';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { useServerCount, useServerList } from '../../../lib/use-server-list';
import { usePermissions } from '../../auth';
import { maintenanceExport } from '../api/export-maintenance';
import { maintenanceKeys } from '../api/maintenance-keys';
import { useDeleteMaintenance } from '../api/use-delete-maintenance';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';
import { MaintenanceDetailsModal } from './maintenance-details-modal';
import { MaintenanceStatusBadge } from './maintenance-status-badge';

/** The spec's filter order: All, ongoing, pending, completed. */
const STATUS_OPTIONS = [
  { value: 'All', label: 'All' },
  ...(['ongoing', 'pending', 'completed'] as const).map((status) => ({ value: status, label: status })),
];

const COLUMNS: TableColumn<MaintenanceRecord>[] = [
  {
    key: 'reg',
    header: 'Vehicle Reg. No',
    cell: (record) => <span className="whitespace-nowrap font-mono">{record.vehicleId.vehicleRegNum}</span>,
  },
  {
    key: 'date',
    header: 'Date',
    sort: 'maintenanceDate',
    sortFirst: 'desc',
    cell: (record) => <span className="whitespace-nowrap">{toDay(record.maintenanceDate)}</span>,
  },
  {
    key: 'cost',
    header: 'Cost (GHC)',
    sort: 'cost',
    sortFirst: 'desc',
    align: 'right',
    cell: (record) => <span className="whitespace-nowrap">{formatAmount(record.cost)}</span>,
  },
  {
    key: 'issues',
    header: 'Issues',
    wrap: 'clamp',
    cell: (record) => record.issue.join(', '),
  },
  { key: 'status', header: 'Status', cell: (record) => <MaintenanceStatusBadge status={record.status} /> },
];

/**
 * /vehicle/maintainance_list: status filter, search (registration or issue), sort by date or cost, 5 rows
 * per page, each page asked of the server (docs/lists.md).
 */
export function MaintenanceListScreen() {
  const deleteRecord = useDeleteMaintenance();
  const { canDelete } = usePermissions();
  const list = useServerList<MaintenanceRecord, MaintenanceTotals>({
    path: api.maintenanceRecords,
    pageSize: PAGE_SIZES.maintenance,
    filters: ['status'],
    queryKey: maintenanceKeys.page,
    fallback: MAINTENANCE_MESSAGES.loadFailed,
    defaultSort: { field: 'maintenanceDate', order: 'desc' },
  });
  const [viewing, setViewing] = useState<MaintenanceRecord | null>(null);
  const deleting = useDeleteConfirm<MaintenanceRecord>(deleteRecord, {
    deletingText: MAINTENANCE_MESSAGES.deleting,
    deletedText: MAINTENANCE_MESSAGES.deleted,
    closeOnFailure: true,
  });

  const { search, status: statusParam } = list.params;
  const status = (MAINTENANCE_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as MaintenanceStatus)
    : 'All';
  // The summary counts every record of the business, whatever the search and filter.
  const counts = {
    all: useServerCount(api.maintenanceRecords, maintenanceKeys.page),
    pending: useServerCount(api.maintenanceRecords, maintenanceKeys.page, { status: 'pending' }),
    ongoing: useServerCount(api.maintenanceRecords, maintenanceKeys.page, { status: 'ongoing' }),
    completed: useServerCount(api.maintenanceRecords, maintenanceKeys.page, { status: 'completed' }),
  };
  // The export takes the search as typed, the status as shown (an unknown `?status=` is 'All') and the sort.
  const exportQuery = new URLSearchParams({
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(status !== 'All' ? { status } : {}),
    ...(list.request.sort ? { sort: list.request.sort } : {}),
    ...(list.request.order ? { order: list.request.order } : {}),
  }).toString();

  return (
    <div className="mx-auto w-full max-w-6xl">
      <ListHeader
        title="Maintenance Records"
        add={{
          to: routes.addMaintenance,
          text: 'Add Record',
          icon: <Plus className="size-4" aria-hidden="true" />,
        }}
        exportFile={{ ...maintenanceExport(exportQuery), text: 'Export Maintenance List' }}
      />
      <div className="flex flex-col gap-6">
        <PendingRecords kind="maintenance" />
        <section aria-label="Maintenance summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Total Records" value={counts.all ?? '…'} />
          <StatCard label="Pending" value={counts.pending ?? '…'} />
          <StatCard label="Ongoing" value={counts.ongoing ?? '…'} />
          <StatCard label="Completed" value={counts.completed ?? '…'} />
        </section>

        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <SearchField
            label="Search by registration number or issue"
            placeholder="e.g. GR 2345-21"
            value={search}
            onChange={list.params.setSearch}
          />
          <Select
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => list.params.setStatus(event.target.value)}
          />
        </div>

        <ServerListBody
          list={list}
          pagesLabel="Maintenance pages"
          skeleton={<SkeletonBars count={5} label="Loading maintenance records..." />}
          emptyMessage="No maintenance records found."
          errorMessage={MAINTENANCE_MESSAGES.loadFailed}
        >
          <p className="text-sm text-gray-700" aria-live="polite">
            {list.total} record{list.total === 1 ? '' : 's'}
            {list.totals ? ` · Cost ${formatCedi(list.totals.cost)}` : ''}
          </p>
          <Table
            caption="Maintenance records"
            columns={COLUMNS}
            rows={list.items}
            rowKey={(record) => record._id}
            sort={list.tableSort}
            className={cn(list.isPlaceholderData && 'opacity-80')}
            rowActions={(record) => (
              <>
                <IconButton
                  label={`View ${record.vehicleId.vehicleRegNum}`}
                  icon={<Eye className="size-4" aria-hidden="true" />}
                  onClick={() => setViewing(record)}
                />
                <Link
                  to={routes.editMaintenance(record._id)}
                  aria-label={`Edit ${record.vehicleId.vehicleRegNum}`}
                  title={`Edit ${record.vehicleId.vehicleRegNum}`}
                  className="inline-flex size-10 items-center justify-center rounded-md text-blue-700 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Link>
                {canDelete ? (
                  <DeleteIconButton
                    label={`Delete ${record.vehicleId.vehicleRegNum}`}
                    onClick={() => deleting.ask(record)}
                  />
                ) : null}
              </>
            )}
          />
        </ServerListBody>
      </div>

      <MaintenanceDetailsModal record={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog {...deleting.dialog} message={MAINTENANCE_MESSAGES.confirmDelete} />
    </div>
  );
}
