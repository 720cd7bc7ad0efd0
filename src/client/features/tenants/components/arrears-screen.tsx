import { toDay } from '../../../../shared/dates';
import { formatCedi, sumCedis } from '../../../../shared/money';
import type { ArrearsRow } from '../../../../shared/schemas/ledger';
import { DUE_TODAY, rentIsDueToday } from '../../../../shared/standing-words';
import { Badge } from '../../../components/ui/badge';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { SearchField } from '../../../components/ui/search-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { exportSearch, listTable, useServerList } from '../../../lib/use-server-list';
import { arrearsExport } from '../api/export-arrears';
import { ARREARS_LIST, type ArrearsTotals } from '../api/use-arrears';
import { TenantLink, tenantNameColumn, tenantPhoneColumn } from './tenant-columns';
import { WhatsAppReminderLink } from './whatsapp-reminder-link';

export const ARREARS_TEXTS = {
  empty: 'No tenants in arrears.',
  noMatch: 'No tenants in arrears match the search.',
  loadFailed: 'Failed to load the arrears.',
} as const;

export { ARREARS_PAGE_SIZE } from '../api/use-arrears';

/** The arrears and the count of some rows, exact to the pesewa (the screen shows the server's). */
export function arrearsTotals(rows: readonly ArrearsRow[]) {
  return { count: rows.length, arrears: sumCedis(rows.map((row) => row.arrears)) };
}

const COLUMNS: TableColumn<ArrearsRow>[] = [
  tenantNameColumn({ key: 'tenant', header: 'Tenant', cell: (row) => <TenantLink row={row} /> }),
  tenantPhoneColumn(),
  {
    key: 'unit',
    header: 'Unit',
    cell: (row) => row.apartment?.title ?? row.roomDescription,
    wrap: 'truncate',
  },
  {
    key: 'arrears',
    header: 'Arrears',
    sort: 'arrears',
    sortFirst: 'desc',
    cell: (row) => formatCedi(row.arrears),
    align: 'right',
    className: 'whitespace-nowrap font-medium',
  },
  {
    key: 'balance',
    header: 'Balance',
    cell: (row) => formatCedi(row.balance),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  {
    key: 'days',
    header: 'Days overdue',
    sort: 'daysOverdue',
    sortFirst: 'desc',
    // Fell due today: not overdue yet (docs/decisions/060-due-today-is-not-overdue.md).
    cell: (row) =>
      rentIsDueToday(row) ? (
        <Badge tone="amber" className="whitespace-nowrap">
          {DUE_TODAY}
        </Badge>
      ) : (
        row.daysOverdue
      ),
    align: 'right',
  },
  {
    key: 'paidThrough',
    header: 'Paid through',
    cell: (row) => (row.paidThrough ? toDay(row.paidThrough) : '—'),
    className: 'whitespace-nowrap',
    // Secondary beside the sortable figures: a laptop's table leaves it to the tenant's page and the
    // phone card (docs/decisions/068-tables-fit-a-laptop.md).
    from: '2xl',
  },
];

/**
 * /apartments/arrears (docs/ledger.md §5): the tenants in arrears, 10 a page from the server (docs/lists.md),
 * most days overdue first, the largest arrears one click away (the column's header, or the sort
 * select on a phone), searched by name, phone or unit (`?q=`), with the server's count and total, a
 * WhatsApp reminder each and the export.
 */
export function ArrearsScreen() {
  const list = useServerList<ArrearsRow, ArrearsTotals>(ARREARS_LIST);
  const { params } = list;
  const download = arrearsExport(exportSearch(list.request));
  const searching = params.q.trim() !== '';

  return (
    <div>
      <ListHeader title="Arrears" exportFile={{ ...download, text: 'Export Arrears' }} />
      <div className="flex flex-col gap-6">
        <section aria-label="Arrears totals" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard label="Total Arrears" value={list.totals ? formatCedi(list.totals.arrears) : '…'} />
          <StatCard label="Tenants in Arrears" value={list.isPending ? '…' : list.total} />
        </section>

        <search aria-label="Filter arrears" className="sm:w-96">
          <SearchField
            placeholder="Search by tenant name..."
            value={params.search}
            onChange={params.setSearch}
          />
        </search>

        <ServerListBody
          list={list}
          pagesLabel="Arrears pages"
          skeleton={<SkeletonBars count={4} label="Loading arrears..." />}
          emptyMessage={searching ? ARREARS_TEXTS.noMatch : ARREARS_TEXTS.empty}
          errorMessage={ARREARS_TEXTS.loadFailed}
        >
          <Table
            caption="Arrears"
            columns={COLUMNS}
            {...listTable(list)}
            cardTitle={(row) => <TenantLink row={row} />}
            actionsHeader="Reminder"
            rowActions={(row) => <WhatsAppReminderLink subject={row} recordId={row._id} compact />}
          />
        </ServerListBody>
      </div>
    </div>
  );
}
