import { Link } from 'react-router';
import { toDay } from '../../../../shared/dates';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { paymentMethodLabel } from '../../../../shared/payments';
import type { Remittance, RemittanceTotals } from '../../../../shared/schemas/hire';
import { PendingRecords } from '../../../components/pending-records';
import { ReceiptWithOnline } from '../../../components/receipt-with-online';
import { LinkButton } from '../../../components/ui/link-button';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import {
  MethodAndDaysFilters,
  MoneyListSummary,
  VoidedOnlySwitch,
} from '../../../components/ui/money-list-filters';
import { ReceiptIconLink } from '../../../components/ui/receipt-icon-link';
import { SearchField } from '../../../components/ui/search-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { exportSearch, listTable, useServerList } from '../../../lib/use-server-list';
import { remittanceListExport } from '../api/export-remittances';
import { REMITTANCE_LIST } from '../api/use-remittances';
import { HIRE_TEXTS } from '../hire-texts';

const COLUMNS: TableColumn<Remittance>[] = [
  {
    key: 'receipt',
    header: 'Receipt',
    cell: (row) => <ReceiptWithOnline row={row} />,
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
        <PendingRecords kind="remittance" />
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
            <MethodAndDaysFilters params={params} />
          </div>
          <VoidedOnlySwitch params={params} label="Voided remittances only" />
        </search>
        <MoneyListSummary
          count={list.isPending ? undefined : list.total}
          noun={['remittance', 'remittances']}
          sumLabel={voided ? 'Total Voided' : 'Total Received'}
          sum={list.totals ? formatCedi(list.totals.amount) : undefined}
        />

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
            rowActions={(row) => (
              <ReceiptIconLink
                to={routes.vehicleReceipt(row._id)}
                label={HIRE_TEXTS.viewReceipt(row.receiptNumber)}
              />
            )}
          />
        </ServerListBody>
      </div>
    </div>
  );
}
