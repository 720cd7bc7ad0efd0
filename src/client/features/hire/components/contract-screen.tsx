import { BadgeCheck, Ban, HandCoins, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { toDay, today } from '../../../../shared/dates';
import {
  CONTRACT_TYPE_LABELS,
  FREQUENCY_LABELS,
  WEEKDAY_LABELS,
  type Weekday,
} from '../../../../shared/hire';
import { formatCedi, formatGhc } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { allArrearsChoice } from '../../../../shared/remittance-suggestion';
import type { Contract, ContractLedger, ContractLedgerEntry } from '../../../../shared/schemas/hire';
import { hireIsLate, hireStandingWords } from '../../../../shared/standing-words';
import { PendingRecords } from '../../../components/pending-records';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { Detail } from '../../../components/ui/detail';
import { IconButton } from '../../../components/ui/icon-button';
import { LedgerTable, ReceiptNumberLink } from '../../../components/ui/ledger-table';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PhoneLink } from '../../../components/ui/phone-link';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StatCard } from '../../../components/ui/stat-card';
import type { TableColumn } from '../../../components/ui/table';
import { VoidReasonField } from '../../../components/ui/void-reason-field';
import { usePermissions } from '../../auth';
import { PaymentRecordedPanel, type RecordedReceipt } from '../../receipts';
import { StatementLinkButtons } from '../../statement-links';
import { useContractLedger } from '../api/use-contract-ledger';
import { useDeleteContract } from '../api/use-delete-contract';
import { useEditContract } from '../api/use-edit-contract';
import { useVoidRemittance } from '../api/use-void-remittance';
import {
  amountPerPeriod,
  recordedRemittance,
  rentalSummary,
  suggestedRemittance,
  terminationBody,
} from '../contract-values';
import { HIRE_TEXTS, LEDGER_PAGE_SIZE } from '../hire-texts';
import { ArrearsAmount } from './arrears-amount';
import { ContractLoader } from './contract-loader';
import { ContractStatusBadge } from './contract-status-badge';
import { HireReminderLink } from './hire-reminder-link';
import { RecordRemittanceModal, type RemittanceTarget } from './record-remittance-form';

/** `Mon, Tue, Wed, Thu, Fri, Sat`, or `Every day`. */
function workingDaysText(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  return days.map((day) => WEEKDAY_LABELS[day as Weekday] ?? String(day)).join(', ');
}

function TermsCard({ contract }: { contract: Contract }) {
  const { hirer } = contract;
  return (
    <Card title="Terms" aria-label="Terms">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Type">{CONTRACT_TYPE_LABELS[contract.type]}</Detail>
        <Detail label={contract.type === 'rental' ? 'Daily rate' : 'Amount'}>
          {amountPerPeriod(contract)}
        </Detail>
        {contract.type === 'rental' ? null : (
          <Detail label="Frequency">{FREQUENCY_LABELS[contract.frequency]}</Detail>
        )}
        {contract.frequency === 'daily' && contract.type !== 'rental' ? (
          <Detail label="Working days">{workingDaysText(contract.workingDays)}</Detail>
        ) : null}
        <Detail label="Start date">{toDay(contract.startDate)}</Detail>
        <Detail label={contract.type === 'rental' ? 'Return day' : 'End date'}>
          {contract.endDate ? toDay(contract.endDate) : 'Open-ended'}
        </Detail>
        {contract.type === 'rental' && contract.days !== null ? (
          <Detail label="Days · total">
            {contract.days} {contract.days === 1 ? 'day' : 'days'} ·{' '}
            {formatCedi(
              rentalSummary(contract.startDate, contract.endDate ?? '', String(contract.amount))?.total,
            )}
          </Detail>
        ) : null}
        {contract.totalPrice !== null ? (
          <Detail label="Total price">{formatCedi(contract.totalPrice)}</Detail>
        ) : null}
        {contract.type === 'rental' ? (
          <Detail label="Deposit">{contract.deposit !== null ? formatCedi(contract.deposit) : 'None'}</Detail>
        ) : null}
        <Detail label="Status">
          <ContractStatusBadge status={contract.status} />
        </Detail>
        {contract.terminatedOn ? <Detail label="Terminated on">{toDay(contract.terminatedOn)}</Detail> : null}
        {contract.completedOn ? <Detail label="Completed on">{toDay(contract.completedOn)}</Detail> : null}
        <Detail label="Hirer phone">
          <PhoneLink phone={contract.hirer.phone} name={contract.hirer.name} />
        </Detail>
        <Detail label="License">
          {hirer.licenseNum || '—'}
          {hirer.licenseExp ? ` (expires ${toDay(hirer.licenseExp)})` : ''}
        </Detail>
        <Detail label="Ghana Card">{hirer.ghanaCard || '—'}</Detail>
        {contract.notes ? <Detail label="Notes">{contract.notes}</Detail> : null}
      </dl>
    </Card>
  );
}

function Standing({ contract }: { contract: Contract }) {
  // Only today's amount unpaid is "Due today" (amber), not late yet (decision 060).
  const day = today();
  const late = hireIsLate(contract, day);
  return (
    <section aria-labelledby="contract-standing-heading" className="flex flex-col gap-3">
      <h2 id="contract-standing-heading" className="text-lg font-semibold text-gray-900">
        Standing
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Expected" value={formatCedi(contract.expected)} hint="Fallen due so far" />
        <StatCard label="Paid" value={formatCedi(contract.paid)} />
        <StatCard
          label="Arrears"
          value={<ArrearsAmount amount={contract.arrears} late={late} />}
          hint={contract.arrears > 0 ? hireStandingWords(contract, day).label : undefined}
          className={
            contract.arrears <= 0
              ? undefined
              : late
                ? 'border-red-300 bg-red-50'
                : 'border-amber-300 bg-amber-50'
          }
        />
        <StatCard
          label="Balance"
          value={formatCedi(contract.balance)}
          hint={contract.type === 'work_and_pay' ? 'Left of the total price' : undefined}
        />
        <StatCard label="Next due" value={contract.nextDueDate ? toDay(contract.nextDueDate) : '—'} />
      </div>
      {contract.progress !== null ? (
        <Card aria-label="Progress towards the total price">
          <p className="mb-2 text-sm font-medium text-gray-900">
            Paid {formatCedi(contract.paid)} of {formatCedi(contract.totalPrice)}
          </p>
          <ProgressBar value={contract.progress} label="Paid towards the total price" />
          {contract.status === 'active' && contract.forecastEndDate ? (
            <p className="mt-2 text-sm text-gray-700">
              Forecast end date: {toDay(contract.forecastEndDate)} (if every amount is paid on time)
            </p>
          ) : null}
        </Card>
      ) : null}
    </section>
  );
}

/** Work and pay paid in full: the vehicle is now the hirer's. */
function HandedOverBanner({ contract }: { contract: Contract }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
    >
      <BadgeCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <div>
        <p className="text-lg font-semibold">{HIRE_TEXTS.handedOver(contract.hirer.name)}</p>
        <p className="text-sm">
          Paid in full{contract.completedOn ? ` on ${toDay(contract.completedOn)}` : ''}:{' '}
          {formatCedi(contract.paid)} of {formatCedi(contract.totalPrice)}.
        </p>
      </div>
    </div>
  );
}

/** The contract ledger's columns after Date and Description. */
const LEDGER_COLUMNS: TableColumn<ContractLedgerEntry>[] = [
  {
    key: 'due',
    header: 'Due',
    cell: (row) => (row.kind === 'due' ? formatCedi(row.amount) : ''),
    align: 'right',
    className: 'whitespace-nowrap',
    hideInCard: true,
  },
  {
    key: 'paid',
    header: 'Remittance',
    cell: (row) => (row.kind === 'remittance' ? formatCedi(row.amount) : ''),
    align: 'right',
    className: 'whitespace-nowrap',
    hideInCard: true,
  },
  {
    // A card shows its one amount, named by its kind.
    key: 'amount',
    header: 'Amount',
    cell: (row) => `${formatCedi(row.amount)} ${row.kind === 'due' ? 'due' : 'paid'}`,
    hideInTable: true,
  },
  {
    // What the hirer owes once this line is counted: not the contract's Balance (what is left of it).
    key: 'balance',
    header: 'Owed after',
    cell: (row) => formatCedi(row.balance),
    align: 'right',
    className: 'whitespace-nowrap font-medium',
  },
  {
    key: 'receipt',
    header: 'Receipt',
    cell: (row) => (
      <ReceiptNumberLink
        to={row.remittanceId && row.receiptNumber ? routes.vehicleReceipt(row.remittanceId) : null}
        number={row.remittanceId && row.receiptNumber ? row.receiptNumber : '—'}
      />
    ),
    className: 'whitespace-nowrap',
  },
];

function LedgerSection({
  ledger,
  canVoid,
  onVoid,
}: {
  ledger: ContractLedger;
  canVoid: boolean;
  onVoid: (row: ContractLedgerEntry) => void;
}) {
  // The latest lines first come into view: the ledger opens on its last page.
  const [page, setPage] = useState(Number.MAX_SAFE_INTEGER);
  return (
    <LedgerTable
      lines={ledger.entries}
      columns={LEDGER_COLUMNS}
      emptyText={HIRE_TEXTS.noEntries}
      paging={{ pageSize: LEDGER_PAGE_SIZE, page, onPageChange: setPage }}
      rowActions={(row) =>
        // The receipt is the Receipt column's link; a void only for those who may.
        row.kind === 'remittance' && row.remittanceId && canVoid ? (
          <IconButton
            label={`Void ${row.receiptNumber ?? 'remittance'}`}
            icon={<Undo2 className="size-4" aria-hidden="true" />}
            tone="danger"
            onClick={() => onVoid(row)}
          />
        ) : null
      }
      totals={`Expected so far ${formatCedi(ledger.totals.expected)} · Paid ${formatCedi(ledger.totals.paid)} · Arrears ${formatCedi(ledger.totals.arrears)}`}
    />
  );
}

/** The terminate dialog: the day it ends (today unless changed), then PUT the contract as read. */
function TerminateDialog({
  contract,
  open,
  onClose,
}: {
  contract: Contract;
  open: boolean;
  onClose: () => void;
}) {
  const edit = useEditContract(contract._id);
  const [day, setDay] = useState(today);
  const confirm = async () => {
    try {
      await edit.mutateAsync(terminationBody(contract, day || today()));
    } catch {
      // The query client has shown the server's message.
      return;
    }
    toast.success(HIRE_TEXTS.terminated);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Terminate contract"
      message={HIRE_TEXTS.confirmTerminate}
      confirmText="Terminate"
      busy={edit.isPending}
      busyText="Terminating..."
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p className="text-gray-700">{HIRE_TEXTS.terminateNote}</p>
      <DateField
        label="Termination date"
        name="terminatedOn"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        disabled={edit.isPending}
      />
    </ConfirmDialog>
  );
}

function ContractActions({
  contract,
  hasRemittances,
  onRecord,
  onTerminate,
  onDelete,
}: {
  contract: Contract;
  hasRemittances: boolean;
  onRecord: (amount: number | null) => void;
  onTerminate: () => void;
  onDelete: () => void;
}) {
  const { canDelete } = usePermissions();
  // Record suggests one period's amount; all the arrears are a second, explicit choice
  // (docs/decisions/062-record-suggests-the-day.md).
  const suggested = suggestedRemittance(contract);
  const all = allArrearsChoice(contract.arrears, suggested);
  return (
    <>
      {contract.status === 'active' || contract.arrears > 0 ? (
        <Button
          icon={<HandCoins className="size-4" aria-hidden="true" />}
          onClick={() => onRecord(suggested)}
        >
          Record remittance
        </Button>
      ) : null}
      {all !== null ? (
        <Button variant="secondary" onClick={() => onRecord(all)}>
          Pay all arrears {formatGhc(all)}
        </Button>
      ) : null}
      <LinkButton to={routes.editContract(contract._id)} variant="secondary" needsServer>
        Edit
      </LinkButton>
      {contract.status === 'active' ? (
        <Button
          variant="secondary"
          icon={<Ban className="size-4" aria-hidden="true" />}
          onClick={onTerminate}
        >
          Terminate
        </Button>
      ) : null}
      {canDelete && !hasRemittances ? (
        <Button variant="danger" icon={<Trash2 className="size-4" aria-hidden="true" />} onClick={onDelete}>
          Delete
        </Button>
      ) : null}
      <HireReminderLink contract={contract} />
      <StatementLinkButtons kind="hire" recordId={contract._id} />
    </>
  );
}

/**
 * /vehicle/contract/{id} (docs/hire.md §4): the contract's standing, a banner once a work-and-pay
 * vehicle is the hirer's, its terms and its ledger with a running balance and receipts; Record
 * remittance, Edit, Terminate, Delete (while nothing was paid) and a WhatsApp reminder; each
 * remittance's receipt and, for Admin and Manager, its void.
 */
export function ContractScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ledger = useContractLedger(id);
  const contract = ledger.data?.contract;
  const { canDelete } = usePermissions();
  const [recording, setRecording] = useState<RemittanceTarget | null>(null);
  // The remittance just recorded, kept at hand until put away (docs/decisions/058-receipt-at-hand.md).
  const [recorded, setRecorded] = useState<RecordedReceipt | null>(null);
  const [terminating, setTerminating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [voiding, setVoiding] = useState<ContractLedgerEntry | null>(null);
  const [reason, setReason] = useState('');
  const remove = useDeleteContract();
  const voidRemittance = useVoidRemittance();
  const hasRemittances = (ledger.data?.entries ?? []).some((entry) => entry.kind === 'remittance');

  // Record suggests one period; Pay all arrears passes the whole arrears (decision 062).
  const recordFor = (of: Contract, amount: number | null = suggestedRemittance(of)) => {
    setRecorded(null);
    setRecording({ contract: of, amount, date: today() });
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(id);
    } catch {
      setDeleting(false);
      return;
    }
    toast.success(HIRE_TEXTS.deleted);
    navigate(routes.contracts);
  };
  const confirmVoid = async () => {
    if (!voiding?.remittanceId) return;
    try {
      await voidRemittance.mutateAsync({ remittanceId: voiding.remittanceId, reason });
    } catch {
      return;
    }
    toast.success(HIRE_TEXTS.voided);
    setVoiding(null);
  };

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={contract ? `${contract.hirer.name} · ${contract.vehicle.vehicleRegNum}` : 'Contract'}
        description={
          contract
            ? `${CONTRACT_TYPE_LABELS[contract.type]} · ${contract.vehicle.make} ${contract.vehicle.model}`
            : undefined
        }
        actions={
          contract ? (
            <ContractActions
              contract={contract}
              hasRemittances={hasRemittances}
              onRecord={(amount) => recordFor(contract, amount)}
              onTerminate={() => setTerminating(true)}
              onDelete={() => setDeleting(true)}
            />
          ) : undefined
        }
      />
      <ContractLoader query={ledger}>
        {(loaded) => (
          <div className="flex flex-col gap-6">
            {recorded ? (
              <PaymentRecordedPanel
                recorded={recorded}
                recordAnother={() => recordFor(loaded.contract)}
                onDismiss={() => setRecorded(null)}
              />
            ) : null}
            {loaded.contract.type === 'work_and_pay' && loaded.contract.status === 'completed' ? (
              <HandedOverBanner contract={loaded.contract} />
            ) : null}
            {/* Remittances made offline for this contract, not yet stored (docs/offline.md §3). */}
            <PendingRecords
              kind="remittance"
              subjectId={loaded.contract._id}
              standing={{ label: 'Arrears', amount: loaded.contract.arrears }}
            />
            <Standing contract={loaded.contract} />
            <TermsCard contract={loaded.contract} />
            <LedgerSection
              ledger={loaded}
              canVoid={canDelete}
              onVoid={(row) => {
                setReason('');
                setVoiding(row);
              }}
            />
          </div>
        )}
      </ContractLoader>

      <RecordRemittanceModal
        target={recording}
        onClose={() => setRecording(null)}
        onRecorded={(remittance) => setRecorded(recordedRemittance(remittance))}
      />
      {contract ? (
        <TerminateDialog
          // A fresh date (today) on every opening.
          key={terminating ? 'open' : 'closed'}
          contract={contract}
          open={terminating}
          onClose={() => setTerminating(false)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title="Delete contract"
        message={HIRE_TEXTS.confirmDelete}
        busy={remove.isPending}
        busyText="Deleting..."
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
      <ConfirmDialog
        open={voiding !== null}
        title="Void remittance"
        message={HIRE_TEXTS.confirmVoid}
        confirmText="Void"
        busy={voidRemittance.isPending}
        busyText="Voiding..."
        onConfirm={confirmVoid}
        onCancel={() => setVoiding(null)}
      >
        <p className="text-gray-700">{HIRE_TEXTS.receiptStays(voiding?.receiptNumber ?? '')}</p>
        <VoidReasonField value={reason} onChange={setReason} disabled={voidRemittance.isPending} />
      </ConfirmDialog>
    </div>
  );
}
