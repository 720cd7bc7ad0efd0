import { Eye } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { today } from '../../../../shared/dates';
import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
} from '../../../../shared/hire';
import { formatCedi } from '../../../../shared/money';
import { api, routes } from '../../../../shared/paths';
import type { Contract, ContractTotals } from '../../../../shared/schemas/hire';
import { hireIsLate } from '../../../../shared/standing-words';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ServerListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { PhoneLink } from '../../../components/ui/phone-link';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { EditDeleteButtons } from '../../../components/ui/row-buttons';
import { SearchField } from '../../../components/ui/search-field';
import { labelledOptions, Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { useServerList } from '../../../lib/use-server-list';
import { usePermissions } from '../../auth';
import { contractKeys } from '../api/contract-keys';
import { contractsExport } from '../api/export-contracts';
import { useDeleteContract } from '../api/use-delete-contract';
import { amountPerPeriod } from '../contract-values';
import { CONTRACTS_PAGE_SIZE, HIRE_TEXTS } from '../hire-texts';
import { ArrearsAmount } from './arrears-amount';
import { ContractStatusBadge } from './contract-status-badge';
import { HireReminderLink } from './hire-reminder-link';

const TYPE_FILTER = labelledOptions(CONTRACT_TYPES, CONTRACT_TYPE_LABELS);
const STATUS_FILTER = labelledOptions(CONTRACT_STATUSES, CONTRACT_STATUS_LABELS);

/** The hirer's name, linking to the contract's page. */
function HirerLink({ contract }: { contract: Contract }) {
  return (
    <Link
      to={routes.contract(contract._id)}
      className="font-medium text-blue-700 underline hover:text-blue-900"
    >
      {contract.hirer.name}
    </Link>
  );
}

const COLUMNS: TableColumn<Contract>[] = [
  {
    key: 'hirer',
    header: 'Hirer',
    sort: 'hirerName',
    sortFirst: 'asc',
    cell: (row) => (
      <>
        <span className="block max-w-40 truncate" title={row.hirer.name}>
          <HirerLink contract={row} />
        </span>
        <PhoneLink phone={row.hirer.phone} name={row.hirer.name} compact fallback={null} />
      </>
    ),
    hideInCard: true,
  },
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (row) => (
      <>
        <span className="whitespace-nowrap font-mono">{row.vehicle.vehicleRegNum}</span>
        <span className="block text-xs text-gray-700">
          {row.vehicle.make} {row.vehicle.model}
        </span>
      </>
    ),
    wrap: 'truncate',
    title: (row) => `${row.vehicle.vehicleRegNum} ${row.vehicle.make} ${row.vehicle.model}`,
  },
  // The amount says per day, week or month; the type's own column waits for a wide screen (decision 068).
  { key: 'type', header: 'Type', cell: (row) => CONTRACT_TYPE_LABELS[row.type], from: '2xl' },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => amountPerPeriod(row),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  {
    key: 'arrears',
    header: 'Arrears',
    sort: 'arrears',
    sortFirst: 'desc',
    cell: (row) => <ArrearsAmount amount={row.arrears} late={hireIsLate(row, today())} />,
    align: 'right',
  },
  {
    // Work and pay: the progress towards owning the vehicle sits under the status, so the table fits
    // a laptop (docs/decisions/068-tables-fit-a-laptop.md).
    key: 'status',
    header: 'Status',
    // What sorts it is the progress towards owning the vehicle (work and pay first).
    sort: 'progress',
    sortFirst: 'desc',
    sortLabel: 'Progress',
    cell: (row) => (
      <>
        <ContractStatusBadge status={row.status} />
        {row.progress !== null ? (
          <ProgressBar
            value={row.progress}
            label={`Paid towards the total by ${row.hirer.name}`}
            className="mt-1 w-28"
          />
        ) : null}
      </>
    ),
  },
];

/**
 * /vehicles/contracts (docs/hire.md §4): the hire contracts a page at a time from the server (docs/lists.md),
 * who owes the most first; filtered by type and status, searched by hirer, phone or registration and
 * sorted by a click on a header (all in the URL), with arrears and, for work and pay, how far the
 * hirer is towards owning the vehicle. Below `md` each contract is a card, the sorts in a select.
 */
export function ContractListScreen() {
  const list = useServerList<Contract, ContractTotals>({
    path: api.contracts,
    pageSize: CONTRACTS_PAGE_SIZE,
    filters: ['type', 'status'],
    queryKey: contractKeys.page,
    fallback: HIRE_TEXTS.listFailed,
    initialSort: { field: 'arrears', order: 'desc' },
  });
  const { params } = list;
  const deleteContract = useDeleteContract();
  const navigate = useNavigate();
  const { canDelete } = usePermissions();
  const deleting = useDeleteConfirm<Contract>(deleteContract, {
    deletedText: HIRE_TEXTS.deleted,
    // A contract with remittances is refused (409): the toast says to terminate it instead.
    closeOnFailure: true,
  });
  const download = contractsExport(params.exportQuery);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <ListHeader
        title="Contracts"
        add={{ to: routes.addContract, text: '+ Add Contract' }}
        exportFile={{ ...download, text: 'Export Contracts' }}
      />
      <div className="flex flex-col gap-6">
        <search
          aria-label="Filter contracts"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem]"
        >
          <SearchField
            placeholder="Hirer, phone or registration..."
            value={params.search}
            onChange={params.setSearch}
            className="sm:col-span-2 lg:col-span-1"
          />
          <Select
            label="Type"
            name="type"
            placeholder="All types"
            options={TYPE_FILTER}
            value={params.type}
            onChange={(event) => params.setType(event.target.value)}
          />
          <Select
            label="Status"
            name="status"
            placeholder="All statuses"
            options={STATUS_FILTER}
            value={params.status}
            onChange={(event) => params.setStatus(event.target.value)}
          />
        </search>

        <ServerListBody
          list={list}
          pagesLabel="Contract pages"
          skeleton={<SkeletonBars count={4} label="Loading contracts..." />}
          emptyMessage={HIRE_TEXTS.noContracts}
          errorMessage={HIRE_TEXTS.listFailed}
        >
          <p className="text-sm text-gray-700" aria-live="polite">
            {list.total} contract{list.total === 1 ? '' : 's'}
            {list.totals ? ` · Arrears ${formatCedi(list.totals.arrears)}` : ''}
          </p>
          <Table
            caption="Contracts"
            columns={COLUMNS}
            rows={list.items}
            sort={list.tableSort}
            rowKey={(row) => row._id}
            cardTitle={(row) => (
              <>
                <HirerLink contract={row} />
                <div className="text-sm font-normal">
                  <PhoneLink phone={row.hirer.phone} name={row.hirer.name} compact fallback={null} />
                </div>
              </>
            )}
            rowActions={(row) => (
              <>
                {row.status === 'active' ? <HireReminderLink contract={row} compact /> : null}
                <Link
                  to={routes.contract(row._id)}
                  aria-label={`View contract of ${row.hirer.name}`}
                  title={`View contract of ${row.hirer.name}`}
                  className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  <Eye className="size-4" aria-hidden="true" />
                </Link>
                <EditDeleteButtons
                  name={`contract of ${row.hirer.name}`}
                  onEdit={() => navigate(routes.editContract(row._id))}
                  onDelete={canDelete ? () => deleting.ask(row) : undefined}
                />
              </>
            )}
          />
        </ServerListBody>

        <ConfirmDialog {...deleting.dialog} title="Delete contract" message={HIRE_TEXTS.confirmDelete}>
          {deleting.target ? (
            <p className="text-gray-700">
              {deleting.target.hirer.name} · {deleting.target.vehicle.vehicleRegNum}. A contract with
              remittances cannot be deleted: terminate it instead.
            </p>
          ) : null}
        </ConfirmDialog>
      </div>
    </div>
  );
}
