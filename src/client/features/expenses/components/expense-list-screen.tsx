import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EXPENSE_CATEGORIES } from '../../../../shared/expenses';
import { formatCedi } from '../../../../shared/money';
import { api, routes } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { type Expense, type ExpenseTotals, expenseSubjectLabel } from '../../../../shared/schemas/expenses';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { PendingRecords } from '../../../components/pending-records';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ServerListBody } from '../../../components/ui/list-body';
import { DaysFilters, FilterSelect } from '../../../components/ui/list-filters';
import { ListHeader } from '../../../components/ui/list-header';
import { MoneyListSummary } from '../../../components/ui/money-list-filters';
import { EditDeleteButtons } from '../../../components/ui/row-buttons';
import { SearchField } from '../../../components/ui/search-field';
import { ServerSearchSelect } from '../../../components/ui/server-search-select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { exportSearch, listTable, useServerList } from '../../../lib/use-server-list';
import { apartmentKeys, useApartment } from '../../apartments';
import { usePermissions } from '../../auth';
import { vehicleKeys, vehicleQueryOptions } from '../../vehicles';
import { expensesExport } from '../api/export-expenses';
import { EXPENSE_LIST } from '../api/use-expenses';
import { useDeleteExpense } from '../api/use-save-expense';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { unitOption, vehicleOption } from './expense-form';

/** What a row is of, in words: the unit's title, the vehicle's plate, or 'General'. */
export const subjectText = (expense: Expense) => expenseSubjectLabel(expense) || 'General';

const COLUMNS: TableColumn<Expense>[] = [
  {
    key: 'date',
    header: 'Date',
    sort: 'date',
    sortFirst: 'desc',
    cell: (row) => row.date,
    className: 'whitespace-nowrap',
  },
  { key: 'category', header: 'Category', cell: (row) => row.category, hideInCard: true },
  {
    key: 'amount',
    header: 'Amount',
    sort: 'amount',
    sortFirst: 'desc',
    align: 'right',
    cell: (row) => formatCedi(row.amount),
    className: 'whitespace-nowrap',
  },
  { key: 'subject', header: 'Property or Vehicle', cell: subjectText, wrap: 'truncate' },
  { key: 'payee', header: 'Payee', cell: (row) => row.payee || '—', wrap: 'truncate' },
  { key: 'method', header: 'Method', cell: (row) => row.method },
  { key: 'reference', header: 'Reference', cell: (row) => row.reference || '—', wrap: 'truncate' },
];

/**
 * /expenses (docs/insight.md §1): one page of 10 from the server with its filters in the URL (From,
 * To, unit, vehicle, category, search on payee, reference and note), the count and total of every
 * match, edit, delete (Admin and Manager) and export. Below `md` each expense is a card.
 */
export function ExpenseListScreen() {
  const list = useServerList<Expense, ExpenseTotals>(EXPENSE_LIST);
  const { params } = list;
  const navigate = useNavigate();
  const { canDelete } = usePermissions();
  const deleteExpense = useDeleteExpense();
  const deleting = useDeleteConfirm<Expense>(deleteExpense, {
    deletingText: EXPENSE_MESSAGES.deleting,
    deletedText: EXPENSE_MESSAGES.deleted,
    closeOnFailure: true,
  });
  const apartmentId = params.filter('apartmentId');
  const vehicleId = params.filter('vehicleId');
  // The chosen unit's and vehicle's labels when the page opens with them in its URL.
  const unit = useApartment(apartmentId, { enabled: apartmentId !== '' });
  const vehicle = useQuery({ ...vehicleQueryOptions(vehicleId), enabled: vehicleId !== '', retry: false });

  return (
    <div className="mx-auto w-full max-w-6xl">
      <ListHeader
        title="Expenses"
        add={{ to: routes.addExpense, text: '+ Add Expense' }}
        exportFile={{ ...expensesExport(exportSearch(list.request)), text: 'Export Expenses' }}
      />
      <div className="flex flex-col gap-6">
        <PendingRecords kind="expense" />
        <search aria-label="Filter expenses" className="flex flex-col gap-3">
          <div className="sm:w-96">
            <SearchField
              label="Search by payee, reference or note"
              placeholder="Search by payee, reference or note..."
              value={params.search}
              onChange={params.setSearch}
            />
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <DaysFilters params={params} />
            <FilterSelect params={params} name="category" label="Category" options={EXPENSE_CATEGORIES} />
            <ServerSearchSelect<Apartment>
              label="Unit"
              name="apartmentId"
              value={apartmentId}
              onChange={(value) => params.setFilter('apartmentId', value ?? '')}
              path={api.apartments}
              queryKey={apartmentKeys.page}
              sort={{ sort: 'title', order: 'asc' }}
              toOption={unitOption}
              selectedOption={unit.data ? unitOption(unit.data) : null}
              clearable
              placeholder="All units"
              loadingText="Loading units..."
              noOptionsText="No units found"
            />
            <ServerSearchSelect<VehicleRecord>
              label="Vehicle"
              name="vehicleId"
              value={vehicleId}
              onChange={(value) => params.setFilter('vehicleId', value ?? '')}
              path={api.vehicles}
              queryKey={vehicleKeys.page}
              sort={{ sort: 'vehicleRegNum' }}
              toOption={vehicleOption}
              selectedOption={vehicleId && vehicle.data ? vehicleOption(vehicle.data) : null}
              clearable
              placeholder="All vehicles"
              loadingText="Loading vehicles..."
              noOptionsText="No vehicles found"
            />
          </div>
        </search>
        <MoneyListSummary
          count={list.isPending ? undefined : list.total}
          noun={['expense', 'expenses']}
          sumLabel="Total Expenses"
          sum={list.totals ? formatCedi(list.totals.amount) : undefined}
        />

        <ServerListBody
          list={list}
          pagesLabel="Expense pages"
          skeleton={<SkeletonBars count={4} label="Loading expenses..." />}
          emptyMessage="No expenses found."
          errorMessage={EXPENSE_MESSAGES.loadFailed}
        >
          <Table
            caption="Expenses"
            columns={COLUMNS}
            {...listTable(list)}
            cardTitle={(row) => `${row.category} · ${subjectText(row)}`}
            rowActions={(row) => (
              <EditDeleteButtons
                name={`${row.category} expense of ${row.date}`}
                onEdit={() => navigate(routes.editExpense(row._id))}
                onDelete={canDelete ? () => deleting.ask(row) : undefined}
              />
            )}
          />
        </ServerListBody>
      </div>
      <ConfirmDialog {...deleting.dialog} title="Delete expense" message={EXPENSE_MESSAGES.confirmDelete} />
    </div>
  );
}
