import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { toDay } from '../../../../shared/dates';
import { matchesArrearsFilters } from '../../../../shared/ledger';
import { paginate } from '../../../../shared/list';
import { formatCedi, sumCedis } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import type { ArrearsRow } from '../../../../shared/schemas/ledger';
import { DUE_TODAY, rentIsDueToday } from '../../../../shared/standing-words';
import { Badge } from '../../../components/ui/badge';
import { ExportButton } from '../../../components/ui/export-button';
import { ListBody } from '../../../components/ui/list-body';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { PhoneLink } from '../../../components/ui/phone-link';
import { SearchField } from '../../../components/ui/search-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useListParams } from '../../../lib/use-list-params';
import { arrearsExport } from '../api/export-arrears';
import { useArrears } from '../api/use-arrears';
import { WhatsAppReminderLink } from './whatsapp-reminder-link';

export const ARREARS_TEXTS = {
  empty: 'No tenants in arrears.',
  noMatch: 'No tenants in arrears match the search.',
  loadFailed: 'Failed to load the arrears.',
} as const;

/** Rows a page (spec.md gives the older lists theirs; this one is new). */
export const ARREARS_PAGE_SIZE = 10;

/** The arrears and the count of the rows shown (after the search), exact to the pesewa. */
export function arrearsTotals(rows: readonly ArrearsRow[]) {
  return { count: rows.length, arrears: sumCedis(rows.map((row) => row.arrears)) };
}

function TenantLink({ row }: { row: ArrearsRow }) {
  return (
    <Link to={routes.tenant(row._id)} className="font-medium text-blue-700 underline hover:text-blue-900">
      {row.tenantName}
    </Link>
  );
}

const COLUMNS: TableColumn<ArrearsRow>[] = [
  {
    key: 'tenant',
    header: 'Tenant',
    cell: (row) => <TenantLink row={row} />,
    wrap: 'truncate',
    title: (row) => row.tenantName,
    hideInCard: true,
  },
  {
    key: 'phone',
    header: 'Phone',
    cell: (row) => <PhoneLink phone={row.tenantPhone} name={row.tenantName} compact />,
    className: 'whitespace-nowrap',
  },
  {
    key: 'unit',
    header: 'Unit',
    cell: (row) => row.apartment?.title ?? row.roomDescription,
    wrap: 'truncate',
  },
  {
    key: 'arrears',
    header: 'Arrears',
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
  },
];

/**
 * /apartments/arrears (ledger.md §5): the tenants in arrears, most days overdue first, searched by
 * name (`?q=`), with the total, a WhatsApp reminder each and the export.
 */
export function ArrearsScreen() {
  const arrears = useArrears();
  const params = useListParams();
  const search = useDeferredValue(params.search);

  const filtered = useMemo(
    () => (arrears.data ?? []).filter((row) => matchesArrearsFilters(row, { q: search })),
    [arrears.data, search],
  );
  const totals = useMemo(() => arrearsTotals(filtered), [filtered]);
  const page = paginate(filtered, params.page, ARREARS_PAGE_SIZE);
  const download = arrearsExport(params.exportQuery);
  const searching = search.trim() !== '';

  return (
    <div>
      <PageHeader
        title="Arrears"
        actions={
          <ExportButton url={download.url} fileName={download.fileName}>
            Export Arrears
          </ExportButton>
        }
      />
      <div className="flex flex-col gap-6">
        <section aria-label="Arrears totals" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard label="Total Arrears" value={arrears.isPending ? '…' : formatCedi(totals.arrears)} />
          <StatCard label="Tenants in Arrears" value={arrears.isPending ? '…' : totals.count} />
        </section>

        <search aria-label="Filter arrears" className="sm:w-96">
          <SearchField
            placeholder="Search by tenant name..."
            value={params.search}
            onChange={params.setSearch}
          />
        </search>

        <ListBody
          query={arrears}
          skeleton={<SkeletonBars count={4} label="Loading arrears..." />}
          isEmpty={page.items.length === 0}
          emptyMessage={searching ? ARREARS_TEXTS.noMatch : ARREARS_TEXTS.empty}
          errorMessage={ARREARS_TEXTS.loadFailed}
        >
          <Table
            caption="Arrears"
            columns={COLUMNS}
            rows={page.items}
            rowKey={(row) => row._id}
            cardTitle={(row) => <TenantLink row={row} />}
            actionsHeader="Reminder"
            rowActions={(row) => <WhatsAppReminderLink subject={row} compact />}
          />
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            onPageChange={params.setPage}
            label="Arrears pages"
          />
        </ListBody>
      </div>
    </div>
  );
}
