import { useNavigate } from 'react-router';
import { toDay } from '../../../../shared/dates';
import { STANDINGS } from '../../../../shared/ledger';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import type { RentRecord } from '../../../../shared/schemas/rent-records';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ServerListBody } from '../../../components/ui/list-body';
import { FilterSelect } from '../../../components/ui/list-filters';
import { ListHeader } from '../../../components/ui/list-header';
import { EditDeleteButtons } from '../../../components/ui/row-buttons';
import { SearchField } from '../../../components/ui/search-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { exportSearch, listTable, useServerList } from '../../../lib/use-server-list';
import { usePermissions } from '../../auth';
import { tenantsExport } from '../api/export-tenants';
import { useDeleteTenant } from '../api/use-delete-tenant';
import { type RentRecordTotals, TENANT_LIST } from '../api/use-tenants';
import { StandingBadge, StandingSentence } from './standing-badge';
import { TenantLink, tenantNameColumn, tenantPhoneColumn } from './tenant-columns';
import { WhatsAppReminderLink } from './whatsapp-reminder-link';

export const TENANT_TEXTS = {
  deleted: 'Tenant record deleted successfully',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
} as const;

/**
 * The standing, and the arrears when there are some (the columns of docs/screens.md stay as they are); the
 * card says the standing in words too (decision 061), the table keeps its width.
 */
function StandingLine({ row, sentence = false }: { row: RentRecord; sentence?: boolean }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-gray-700">
      <StandingBadge record={row} />
      {row.arrears > 0 ? <span className="whitespace-nowrap">Arrears {formatCedi(row.arrears)}</span> : null}
      {sentence ? <StandingSentence record={row} className="basis-full text-xs" /> : null}
    </span>
  );
}

const COLUMNS: TableColumn<RentRecord>[] = [
  tenantNameColumn({
    key: 'name',
    header: 'Name',
    sort: 'tenantName',
    cell: (row) => (
      <>
        <TenantLink row={row} />
        <StandingLine row={row} />
      </>
    ),
  }),
  tenantPhoneColumn(),
  { key: 'room', header: 'Room', cell: (row) => row.roomDescription, wrap: 'truncate' },
  // Secondary on a laptop: shown from 2xl, and always on the tenant's page and card.
  { key: 'start', header: 'Start', cell: (row) => toDay(row.rentedDate), from: '2xl' },
  {
    key: 'end',
    header: 'End',
    sortLabel: 'End date',
    sort: 'expirationDate',
    sortFirst: 'desc',
    cell: (row) => toDay(row.expirationDate),
  },
  { key: 'months', header: 'Mths', cell: (row) => row.noOfMonthsRented, align: 'right', from: '2xl' },
  { key: 'rent', header: 'Rent', cell: (row) => formatCedi(row.monthlyPrice), align: 'right', from: '2xl' },
  {
    key: 'utility',
    header: 'Util',
    cell: (row) => formatCedi(row.amountPaidOnUtility),
    align: 'right',
    from: '2xl',
  },
  {
    key: 'total',
    header: 'Total',
    cell: (row) => formatCedi(row.totalAmount),
    align: 'right',
    className: 'font-medium',
  },
];

/** A sum from the server's totals: '…' while the first page loads, '—' when the server does not send it. */
function totalText(totals: RentRecordTotals | undefined, value: number | undefined): string {
  if (!totals) return '…';
  return value === undefined ? '—' : formatCedi(value);
}

/**
 * /apartments/tenants: summary cards over every matching record, the rent records 6 a page from the
 * server (docs/lists.md; cards on phones) with their search, standing filter and sort in the URL,
 * each linking to the tenant's page, a WhatsApp reminder when something is owed, edit, delete and
 * the export.
 */
export function TenantListScreen() {
  const list = useServerList<RentRecord, RentRecordTotals>(TENANT_LIST);
  const { params, totals } = list;
  const deleteTenant = useDeleteTenant();
  const navigate = useNavigate();
  const { canDelete } = usePermissions();
  const deleting = useDeleteConfirm<RentRecord>(deleteTenant, {
    deletedText: TENANT_TEXTS.deleted,
  });
  const download = tenantsExport(exportSearch(list.request));

  return (
    <div>
      <ListHeader
        title="Tenant Management"
        add={{ to: routes.addTenant, text: '+ Add New Tenant' }}
        exportFile={{ ...download, text: 'Export Tenants' }}
      />
      <div className="flex flex-col gap-6">
        <section aria-label="Tenant totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Total Tenants" value={list.isPending ? '…' : list.total} />
          <StatCard label="Total Utility" value={totalText(totals, totals?.amountPaidOnUtility)} />
          <StatCard
            label="Total Rent"
            value={totalText(totals, totals?.totalAmount)}
            hint="Sum of the tenants' totals"
          />
          <StatCard label="Total Arrears" value={totalText(totals, totals?.arrears)} />
        </section>

        <search aria-label="Filter tenants" className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_12rem]">
          <SearchField
            placeholder="Search by name, phone, room or unit..."
            value={params.search}
            onChange={params.setSearch}
          />
          <FilterSelect params={params} name="standing" label="Standing" options={STANDINGS} />
        </search>

        <ServerListBody
          list={list}
          pagesLabel="Tenant pages"
          skeleton={<SkeletonBars count={3} label="Loading tenants..." />}
          emptyMessage="No tenant records found."
        >
          <Table
            caption="Tenants"
            columns={COLUMNS}
            {...listTable(list)}
            cardTitle={(row) => (
              <>
                <TenantLink row={row} />
                <StandingLine row={row} sentence />
              </>
            )}
            rowActions={(row) => (
              <>
                <WhatsAppReminderLink subject={row} recordId={row._id} compact />
                <EditDeleteButtons
                  name={row.tenantName}
                  onEdit={() => navigate(routes.editTenant(row._id))}
                  onDelete={canDelete ? () => deleting.ask(row) : undefined}
                />
              </>
            )}
          />
        </ServerListBody>

        <ConfirmDialog
          {...deleting.dialog}
          title="Delete tenant"
          message={TENANT_TEXTS.confirmDelete(deleting.target?.tenantName ?? '')}
        />
      </div>
    </div>
  );
}
