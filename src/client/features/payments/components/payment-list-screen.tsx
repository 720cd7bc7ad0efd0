import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toDay } from '../../../../shared/dates';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import {
  PAYMENT_STATUS_TONES,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  paymentStatusLabel,
} from '../../../../shared/payments';
import type { Payment } from '../../../../shared/schemas/payments';
import { PendingRecords } from '../../../components/pending-records';
import { ReceiptWithOnline } from '../../../components/receipt-with-online';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ServerListBody } from '../../../components/ui/list-body';
import { FilterSelect } from '../../../components/ui/list-filters';
import { ListHeader } from '../../../components/ui/list-header';
import {
  MethodAndDaysFilters,
  MoneyListSummary,
  VoidedOnlySwitch,
} from '../../../components/ui/money-list-filters';
import { ReceiptIconLink } from '../../../components/ui/receipt-icon-link';
import { EditDeleteButtons } from '../../../components/ui/row-buttons';
import { SearchField } from '../../../components/ui/search-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { VoidReasonField } from '../../../components/ui/void-reason-field';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { exportSearch, listTable, useServerList } from '../../../lib/use-server-list';
import { usePermissions } from '../../auth';
import { PaymentRecordedPanel, useRecordedInState } from '../../receipts';
import { paymentsExport } from '../api/export-payments';
import { useDeletePayment } from '../api/use-delete-payment';
import { PAYMENT_LIST, type PaymentTotals } from '../api/use-payments';

export const PAYMENT_TEXTS = {
  deleted: 'Payment deleted successfully',
  confirmDelete: 'Are you sure you want to delete this payment?',
  /** Deleting voids (docs/ledger.md §3): the dialog says what stays. */
  receiptStays: (receiptNumber: string) =>
    `Its receipt ${receiptNumber} stays, marked VOID, with who voided it, when and why.`,
} as const;

const COLUMNS: TableColumn<Payment>[] = [
  {
    key: 'receipt',
    header: 'Receipt',
    sort: 'receiptNumber',
    cell: (row) => <ReceiptWithOnline row={row} />,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    key: 'tenant',
    header: 'Tenant',
    cell: (row) => row.tenant.tenantName,
    className: 'font-medium',
    wrap: 'truncate',
    // The card's title.
    hideInCard: true,
  },
  {
    key: 'amount',
    header: 'Amount Paid',
    sort: 'amountPaid',
    sortFirst: 'desc',
    cell: (row) => formatCedi(row.amountPaid),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  { key: 'method', header: 'Method', cell: (row) => paymentMethodLabel(row.method) },
  {
    key: 'date',
    header: 'Date',
    sort: 'Date',
    sortFirst: 'desc',
    cell: (row) => toDay(row.date),
    className: 'whitespace-nowrap',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      // The stored status; Pending only when none is stored (decision 056).
      const label = paymentStatusLabel(row.status);
      return <Badge tone={PAYMENT_STATUS_TONES[label]}>{label}</Badge>;
    },
  },
];

/** A row's link to its receipt page. */
function ReceiptLink({ payment }: { payment: Payment }) {
  const label = `Receipt ${payment.receiptNumber} of ${payment.tenant.tenantName}`;
  return <ReceiptIconLink to={routes.receipt(payment._id)} label={label} />;
}

/**
 * /apartments/payment/list: one page of 8 from the server (docs/lists.md) with its search (tenant,
 * receipt, transaction ID, payer phone), status, method and date filters and sort in the URL; the
 * total paid over every matching payment; receipt, edit, delete (a void: the receipt stays, marked
 * VOID) and export. Below `md` each payment is a card.
 */
export function PaymentListScreen() {
  const list = useServerList<Payment, PaymentTotals>(PAYMENT_LIST);
  const { params } = list;
  const voidPayment = useDeletePayment();
  const navigate = useNavigate();
  const { canDelete } = usePermissions();
  // The payment the Add Payment form just recorded, kept at hand (docs/decisions/058-receipt-at-hand.md).
  const [recorded, dismiss] = useRecordedInState();
  const [reason, setReason] = useState('');
  const deleting = useDeleteConfirm<Payment>(
    {
      mutateAsync: (paymentId) => voidPayment.mutateAsync({ paymentId, reason }),
      isPending: voidPayment.isPending,
    },
    { deletedText: PAYMENT_TEXTS.deleted },
  );
  const askToDelete = (payment: Payment) => {
    setReason('');
    deleting.ask(payment);
  };

  const download = paymentsExport(exportSearch(list.request));
  const voided = params.filter('voided') === 'true';

  return (
    <div>
      <ListHeader
        title="Payment List"
        add={{ to: routes.addPayment, text: '+ Add Payment' }}
        exportFile={{ ...download, text: 'Export Payments' }}
      />
      <div className="flex flex-col gap-6">
        {recorded ? (
          <PaymentRecordedPanel recorded={recorded} recordAnother={routes.addPayment} onDismiss={dismiss} />
        ) : null}
        <PendingRecords kind="payment" />
        <search aria-label="Filter payments" className="flex flex-col gap-3">
          <div className="sm:w-96">
            <SearchField
              placeholder="Search by tenant name..."
              value={params.search}
              onChange={params.setSearch}
            />
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FilterSelect params={params} name="status" label="Status" options={PAYMENT_STATUSES} />
            <MethodAndDaysFilters params={params} />
          </div>
          <VoidedOnlySwitch params={params} label="Voided payments only" />
        </search>
        <MoneyListSummary
          count={list.isPending ? undefined : list.total}
          noun={['payment', 'payments']}
          sumLabel={voided ? 'Total Voided' : 'Total Paid'}
          sum={list.totals ? formatCedi(list.totals.amountPaid) : undefined}
        />

        <ServerListBody
          list={list}
          pagesLabel="Payment pages"
          skeleton={<SkeletonBars count={4} label="Loading payments..." />}
          emptyMessage="No payments found."
        >
          <Table
            caption="Payments"
            columns={COLUMNS}
            {...listTable(list)}
            cardTitle={(row) => row.tenant.tenantName}
            rowActions={(row) =>
              // A voided payment keeps only its receipt (marked VOID): nothing left to edit or void.
              voided ? (
                <ReceiptLink payment={row} />
              ) : (
                <>
                  <ReceiptLink payment={row} />
                  <EditDeleteButtons
                    name={`payment of ${row.tenant.tenantName}`}
                    onEdit={() => navigate(routes.editPayment(row._id))}
                    onDelete={canDelete ? () => askToDelete(row) : undefined}
                  />
                </>
              )
            }
          />
        </ServerListBody>

        <ConfirmDialog {...deleting.dialog} title="Delete payment" message={PAYMENT_TEXTS.confirmDelete}>
          <p className="text-gray-700">{PAYMENT_TEXTS.receiptStays(deleting.target?.receiptNumber ?? '')}</p>
          <VoidReasonField value={reason} onChange={setReason} disabled={deleting.dialog.busy} />
        </ConfirmDialog>
      </div>
    </div>
  );
}
