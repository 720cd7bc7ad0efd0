import { ReceiptText } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES } from '../../../../shared/constants';
import { toDay } from '../../../../shared/dates';
import { paginate } from '../../../../shared/list';
import { formatCedi, sumCedis } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import {
  matchesPaymentFilters,
  PAYMENT_STATUS_TONES,
  paymentMethodLabel,
  paymentStatusLabel,
} from '../../../../shared/payments';
import type { Payment } from '../../../../shared/schemas/payments';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListBody } from '../../../components/ui/list-body';
import { ListHeader } from '../../../components/ui/list-header';
import { Pagination } from '../../../components/ui/pagination';
import { EditDeleteButtons } from '../../../components/ui/row-buttons';
import { SearchField } from '../../../components/ui/search-field';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { Table, type TableColumn } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { useDeleteConfirm } from '../../../lib/use-delete-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { usePermissions } from '../../auth';
import { PaymentRecordedPanel, useRecordedInState } from '../../receipts';
import { paymentsExport } from '../api/export-payments';
import { useDeletePayment } from '../api/use-delete-payment';
import { usePayments } from '../api/use-payments';

export const PAYMENT_TEXTS = {
  deleted: 'Payment deleted successfully',
  confirmDelete: 'Are you sure you want to delete this payment?',
  /** Deleting voids (ledger.md §3): the dialog says what stays. */
  receiptStays: (receiptNumber: string) =>
    `Its receipt ${receiptNumber} stays, marked VOID, with who voided it, when and why.`,
} as const;

const REASON_MAX = 500;

const COLUMNS: TableColumn<Payment>[] = [
  {
    key: 'receipt',
    header: 'Receipt',
    cell: (row) => row.receiptNumber,
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
    cell: (row) => formatCedi(row.amountPaid),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  { key: 'method', header: 'Method', cell: (row) => paymentMethodLabel(row.method) },
  { key: 'date', header: 'Date', cell: (row) => toDay(row.date), className: 'whitespace-nowrap' },
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

/** A row's link to its receipt page, drawn like the row's icon buttons. */
function ReceiptLink({ payment }: { payment: Payment }) {
  const label = `Receipt ${payment.receiptNumber} of ${payment.tenant.tenantName}`;
  return (
    <Link
      to={routes.receipt(payment._id)}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <ReceiptText className="size-4" aria-hidden="true" />
    </Link>
  );
}

/**
 * /apartments/payment/list: search by tenant name, the total paid, 8 a page, receipt, edit, delete
 * (a void: the receipt stays, marked VOID) and export. Below `md` each payment is a card.
 */
export function PaymentListScreen() {
  const payments = usePayments();
  const voidPayment = useDeletePayment();
  const navigate = useNavigate();
  const { canDelete } = usePermissions();
  const params = useListParams();
  // The payment the Add Payment form just recorded, kept at hand (docs/decisions/058-receipt-at-hand.md).
  const [recorded, dismiss] = useRecordedInState();
  const search = useDeferredValue(params.search);
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

  const filtered = useMemo(
    () =>
      (payments.data ?? []).filter((row) => matchesPaymentFilters(row, { q: search, status: params.status })),
    [payments.data, search, params.status],
  );
  const totalPaid = useMemo(() => sumCedis(filtered.map((row) => row.amountPaid)), [filtered]);
  const page = paginate(filtered, params.page, PAGE_SIZES.payments);
  const download = paymentsExport(params.exportQuery);

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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <search aria-label="Filter payments" className="sm:w-96">
            <SearchField
              placeholder="Search by tenant name..."
              value={params.search}
              onChange={params.setSearch}
            />
          </search>
          <p className="text-base font-semibold text-gray-900" aria-live="polite">
            Total Paid: {payments.isPending ? '…' : formatCedi(totalPaid)}
          </p>
        </div>

        <ListBody
          query={payments}
          skeleton={<SkeletonBars count={4} label="Loading payments..." />}
          isEmpty={page.items.length === 0}
          emptyMessage="No payments found."
        >
          <Table
            caption="Payments"
            columns={COLUMNS}
            rows={page.items}
            rowKey={(row) => row._id}
            cardTitle={(row) => row.tenant.tenantName}
            rowActions={(row) => (
              <>
                <ReceiptLink payment={row} />
                <EditDeleteButtons
                  name={`payment of ${row.tenant.tenantName}`}
                  onEdit={() => navigate(routes.editPayment(row._id))}
                  onDelete={canDelete ? () => askToDelete(row) : undefined}
                />
              </>
            )}
          />
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            onPageChange={params.setPage}
            label="Payment pages"
          />
        </ListBody>

        <ConfirmDialog {...deleting.dialog} title="Delete payment" message={PAYMENT_TEXTS.confirmDelete}>
          <p className="text-gray-700">{PAYMENT_TEXTS.receiptStays(deleting.target?.receiptNumber ?? '')}</p>
          <Textarea
            label="Reason (optional)"
            name="reason"
            maxLength={REASON_MAX}
            hint={`At most ${REASON_MAX} characters; printed on the VOID receipt.`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={deleting.dialog.busy}
          />
        </ConfirmDialog>
      </div>
    </div>
  );
}
