import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { toDay } from '../../../../shared/dates';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { PAYMENT_METHODS, paymentMethodLabel } from '../../../../shared/payments';
import type { Remittance, RemittanceTotals } from '../../../../shared/schemas/hire';
import { DateField } from '../../../components/ui/date-field';
import { LinkButton } from '../../../components/ui/link-button';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { Table, type TableColumn } from '../../../components/ui/table';
import { exportSearch, listTable, useServerList } from '../../../lib/use-server-list';
import { remittanceListExport } from '../api/export-remittances';
import { REMITTANCE_LIST } from '../api/use-remittances';
import { HIRE_TEXTS } from '../hire-texts';

const COLUMNS: TableColumn<Remittance>[] = [
  {
    key: 'receipt',
    header: 'Receipt',
    cell: (row) => row.receiptNumber,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    key: 'hirer',
    header: 'Hirer',
    cell: (row) => (
      <Link
        to={routes.contract(row.contractId)}
        className="font-medium text-blue-700 underline hover:text-blue-900"
      >
        {row.contract.hirerName}
      </Link>
    ),
    wrap: 'truncate',
    // The card's title.
    hideInCard: true,
  },
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (row) => row.contract.vehicle.vehicleRegNum,
    className: 'whitespace-nowrap font-mono',
  },
  {
    key: 'amount',
    header: 'Amount',
    sort: 'amount',
    sortFirst: 'desc',
    cell: (row) => formatCedi(row.amount),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  { key: 'method', header: 'Method', cell: (row) => paymentMethodLabel(row.method), from: 'xl' },
  {
    key: 'date',
    header: 'Date',
    sort: 'date',
    sortFirst: 'desc',
    cell: (row) => toDay(row.date),
    className: 'whitespace-nowrap',
  },
  {
    key: 'owed',
    header: 'Owed after',
    cell: (row) => formatCedi(row.balanceAfter),
    align: 'right',
    className: 'whitespace-nowrap',
    from: 'xl',
  },
];

/** A row's link to its receipt page, drawn like the row's icon buttons. */
function ReceiptLink({ remittance }: { remittance: Remittance }) {
  const label = HIRE_TEXTS.viewReceipt(remittance.receiptNumber);
  return (
    <Link
      to={routes.vehicleReceipt(remittance._id)}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <ReceiptText className="size-4" aria-hidden="true" />
    </Link>
  );
}

/**
 * /vehicles/remittances/all: every remittance of the fleet, a page at a time from the server
 * (docs/lists.md), with its search (hirer, registration, receipt number, transaction ID), method and
 * date filters and sort in the URL, the sum over every matching remittance, each row's receipt, and the
 * export of what matches. The day's board records; this finds. Below `md` each remittance is a card.
 */
export function RemittanceListScreen() {
  const list = useServerList<Remittance, RemittanceTotals>(REMITTANCE_LIST);
  const { params } = list;
  const download = remittanceListExport(exportSearch(list.request));
  const voided = params.filter('voided') === 'true';

  return (
    <div className="mx-auto w-full max-w-6xl">
      <ListHeader
        title={HIRE_TEXTS.listOfRemittances}
        exportFile={{ ...download, text: 'Export Remittances' }}
      />
      <div className="flex flex-col gap-6">
        <div>
          <LinkButton to={routes.remittances} variant="secondary">
            The day's board
          </LinkButton>
        </div>
        <search aria-label="Filter remittances" className="flex flex-col gap-3">
          <div className="sm:w-96">
            <SearchField
              label="Search by hirer, registration, receipt or transaction ID"
              placeholder="e.g. GR 2345-21"
              value={params.search}
              onChange={params.setSearch}
            />
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Select
              label="Method"
              name="method"
              placeholder="All"
              options={PAYMENT_METHODS}
              value={params.filter('method')}
              onChange={(event) => params.setFilter('method', event.target.value)}
            />
            <DateField
              label="From"
              name="from"
              value={params.filter('from')}
              max={params.filter('to') || undefined}
              onChange={(event) => params.setFilter('from', event.target.value)}
            />
            <DateField
              label="To"
              name="to"
              value={params.filter('to')}
              min={params.filter('from') || undefined}
              onChange={(event) => params.setFilter('to', event.target.value)}
            />
          </div>
          <Switch
            label="Voided remittances only"
            checked={voided}
            onChange={(event) => params.setFilter('voided', event.target.checked ? 'true' : '')}
          />
        </search>
        <div className="flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
          <p className="text-sm text-gray-700">
            {list.isPending ? '' : `${list.total} ${list.total === 1 ? 'remittance' : 'remittances'}`}
          </p>
          <p className="text-base font-semibold text-gray-900">
            {voided ? 'Total Voided' : 'Total Received'}: {list.totals ? formatCedi(list.totals.amount) : '…'}
          </p>
        </div>

        <ServerListBody
          list={list}
          pagesLabel="Remittance pages"
          skeleton={<SkeletonBars count={4} label="Loading remittances..." />}
          emptyMessage={HIRE_TEXTS.noRemittances}
          errorMessage={HIRE_TEXTS.remittancesFailed}
        >
          <Table
            caption="Remittances"
            columns={COLUMNS}
            {...listTable(list)}
            cardTitle={(row) => row.contract.hirerName}
            rowActions={(row) => <ReceiptLink remittance={row} />}
          />
        </ServerListBody>
      </div>
    </div>
  );
}
