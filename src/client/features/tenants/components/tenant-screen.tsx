import { RefreshCw } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { roomBeyondUnit, unitName } from '../../../../shared/apartments';
import { toDay } from '../../../../shared/dates';
import { BILLING_LABELS } from '../../../../shared/ledger';
import { formatCedi } from '../../../../shared/money';
import { api, routes } from '../../../../shared/paths';
import type { LedgerEntry, TenancyLedger } from '../../../../shared/schemas/ledger';
import type { RentRecord } from '../../../../shared/schemas/rent-records';
import { PendingRecords } from '../../../components/pending-records';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { ExportButton } from '../../../components/ui/export-button';
import { LedgerTable, ReceiptNumberLink } from '../../../components/ui/ledger-table';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneLink } from '../../../components/ui/phone-link';
import { RecordLoader } from '../../../components/ui/record-loader';
import { StatCard } from '../../../components/ui/stat-card';
import type { TableColumn } from '../../../components/ui/table';
import { PaymentRecordedPanel, useRecordedInState } from '../../receipts';
import { StatementLinkButtons } from '../../statement-links';
import { useTenancyLedger } from '../api/use-tenancy-ledger';
import { type RenewalState, renewalValues } from '../renewal';
import { StandingBadge, StandingSentence } from './standing-badge';
import { WhatsAppReminderLink } from './whatsapp-reminder-link';

export const TENANT_PAGE_TEXTS = {
  loadFailed: 'Failed to load tenant data.',
  loadError: 'Something went wrong while fetching tenant data.',
  noEntries: 'No charges or payments yet.',
} as const;

/** The Add payment form with this tenant chosen (the payments screen reads `?tenant=`). */
export const recordPaymentLink = (tenantId: string) =>
  `${routes.addPayment}?${new URLSearchParams({ tenant: tenantId })}`;

/** The statement's file name: the tenant's name without characters file systems refuse. */
export const statementFileName = (tenantName: string) =>
  `Statement_${tenantName.trim().replace(/[^\p{L}\p{N}-]+/gu, '_') || 'Tenant'}.pdf`;

/** The tenancy ledger's columns after Date and Description. */
const LEDGER_COLUMNS: TableColumn<LedgerEntry>[] = [
  {
    key: 'receipt',
    header: 'Receipt',
    cell: (row) => (
      <ReceiptNumberLink
        to={row.paymentId ? routes.receipt(row.paymentId) : null}
        number={row.receiptNumber}
      />
    ),
    className: 'whitespace-nowrap',
  },
  {
    key: 'amount',
    header: 'Amount',
    // Payments lower the balance: shown with a minus sign.
    cell: (row) => (row.kind === 'payment' ? formatCedi(-row.amount) : formatCedi(row.amount)),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  {
    key: 'balance',
    header: 'Balance',
    cell: (row) => formatCedi(row.balance),
    align: 'right',
    className: 'whitespace-nowrap font-medium',
  },
];

function TenancyCard({ record }: { record: RentRecord }) {
  const months = record.noOfMonthsRented;
  // The unit once: a room that only repeats it is not shown again (docs/decisions/058-receipt-at-hand.md).
  const room = roomBeyondUnit(record.roomDescription, unitName(record.apartment));
  return (
    <Card title="Tenancy" aria-label="Tenancy">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Unit">{record.apartment ? unitName(record.apartment) : 'No unit'}</Detail>
        {room ? <Detail label="Room">{room}</Detail> : null}
        <Detail label="Phone">
          <PhoneLink phone={record.tenantPhone} name={record.tenantName} />
        </Detail>
        <Detail label="Term">
          {toDay(record.rentedDate)} to {toDay(record.expirationDate)} ({months}{' '}
          {months === 1 ? 'month' : 'months'})
        </Detail>
        <Detail label="Billing">{BILLING_LABELS[record.billing]}</Detail>
        <Detail label="Monthly price">{formatCedi(record.monthlyPrice)}</Detail>
        <Detail label="Utility">{formatCedi(record.amountPaidOnUtility)}</Detail>
        <Detail label="Total">{formatCedi(record.totalAmount)}</Detail>
        <Detail label="Status">
          <Badge tone={record.status === 'Active' ? 'green' : 'grey'}>{record.status}</Badge>
        </Detail>
      </dl>
    </Card>
  );
}

function Standing({ record }: { record: RentRecord }) {
  return (
    <section aria-labelledby="tenant-standing-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="tenant-standing-heading" className="text-lg font-semibold text-gray-900">
          Standing
        </h2>
        <StandingBadge record={record} />
      </div>
      <StandingSentence record={record} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <StatCard label="Paid" value={formatCedi(record.paid)} />
        <StatCard
          label="Balance"
          value={formatCedi(record.balance)}
          hint={record.balance < 0 ? 'In credit' : undefined}
        />
        <StatCard label="Arrears" value={formatCedi(record.arrears)} />
        <StatCard label="Paid through" value={record.paidThrough ? toDay(record.paidThrough) : '—'} />
        <StatCard label="Days overdue" value={record.daysOverdue} />
      </div>
    </section>
  );
}

function Ledger({ ledger }: { ledger: TenancyLedger }) {
  return (
    <LedgerTable
      lines={ledger.entries}
      columns={LEDGER_COLUMNS}
      emptyText={TENANT_PAGE_TEXTS.noEntries}
      totals={`Charged so far ${formatCedi(ledger.totals.charged)} · Paid ${formatCedi(ledger.totals.paid)} · Balance ${formatCedi(ledger.totals.balance)}`}
    />
  );
}

function TenantActions({ record }: { record: RentRecord }) {
  const navigate = useNavigate();
  const renew = () => {
    const state: RenewalState = { renewal: renewalValues(record) };
    navigate(routes.addTenant, { state });
  };
  return (
    <>
      <LinkButton to={recordPaymentLink(record._id)}>Record payment</LinkButton>
      <LinkButton to={routes.editTenant(record._id)} variant="secondary" needsServer>
        Edit
      </LinkButton>
      <Button variant="secondary" icon={<RefreshCw className="size-4" aria-hidden="true" />} onClick={renew}>
        Renew
      </Button>
      <ExportButton
        url={api.statementPdf(record._id)}
        fileName={statementFileName(record.tenantName)}
        busyText="Preparing PDF..."
      >
        Statement PDF
      </ExportButton>
      <WhatsAppReminderLink subject={record} recordId={record._id} />
      <StatementLinkButtons kind="rent" recordId={record._id} />
    </>
  );
}

/**
 * /apartments/tenant/{id} (docs/ledger.md §4): the tenancy, its standing and its ledger, with Record
 * payment, Edit, Renew, the statement PDF and a WhatsApp reminder.
 */
export function TenantScreen() {
  const { id = '' } = useParams();
  const ledger = useTenancyLedger(id);
  const record = ledger.data?.tenancy;
  // The payment Add tenant or Renew just recorded, kept at hand (docs/decisions/058-receipt-at-hand.md).
  const [recorded, dismiss] = useRecordedInState();

  return (
    <div>
      <PageHeader
        title={record?.tenantName ?? 'Tenant'}
        description={record ? 'Tenancy, standing and ledger' : undefined}
        actions={record ? <TenantActions record={record} /> : undefined}
      />
      <RecordLoader
        query={ledger}
        loadingLabel="Loading tenant..."
        skeletonCount={6}
        failedMessage={TENANT_PAGE_TEXTS.loadFailed}
        unreachableMessage={TENANT_PAGE_TEXTS.loadError}
        retry
        back={{ to: routes.tenants, label: 'Back to the tenants' }}
      >
        {(loaded) => (
          <div className="flex flex-col gap-6">
            {recorded ? (
              <PaymentRecordedPanel
                recorded={recorded}
                recordAnother={recordPaymentLink(loaded.tenancy._id)}
                onDismiss={dismiss}
              />
            ) : null}
            {/* Payments made offline for this tenant, not yet stored (docs/offline.md §3). */}
            <PendingRecords
              kind="payment"
              subjectId={loaded.tenancy._id}
              standing={{ label: 'Balance', amount: loaded.tenancy.balance }}
            />
            <Standing record={loaded.tenancy} />
            <TenancyCard record={loaded.tenancy} />
            <Ledger ledger={loaded} />
          </div>
        )}
      </RecordLoader>
    </div>
  );
}
