import { ChevronLeft, ChevronRight, CircleAlert, CircleCheck, HandCoins } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, isIsoDate, isoWeekday, today } from '../../../../shared/dates';
import { formatCedi } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import type { Board, BoardRow } from '../../../../shared/schemas/hire';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExportButton } from '../../../components/ui/export-button';
import { IconButton } from '../../../components/ui/icon-button';
import { InlineError } from '../../../components/ui/inline-error';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { SM_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PaymentRecordedPanel, type RecordedReceipt } from '../../receipts';
import { remittancesExport } from '../api/export-remittances';
import { boardDate, useBoard } from '../api/use-board';
import { boardSuggestion, recordedRemittance } from '../contract-values';
import { HIRE_TEXTS } from '../hire-texts';
import { ArrearsAmount } from './arrears-amount';
import { RecordRemittanceModal, type RemittanceTarget } from './record-remittance-form';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function HirerLink({ row }: { row: BoardRow }) {
  return (
    <Link
      to={routes.contract(row.contract._id)}
      className="font-medium text-blue-700 underline hover:text-blue-900"
    >
      {row.contract.hirer.name}
    </Link>
  );
}

/** Up to date (green check) or behind (red), in words as well as colour. */
function RowStanding({ row }: { row: BoardRow }) {
  return row.arrears > 0 ? (
    <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-red-700">
      <CircleAlert className="size-4" aria-hidden="true" />
      Behind
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-green-700">
      <CircleCheck className="size-4" aria-hidden="true" />
      Paid up
    </span>
  );
}

const COLUMNS: TableColumn<BoardRow>[] = [
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (row) => <span className="whitespace-nowrap font-mono">{row.contract.vehicle.vehicleRegNum}</span>,
    hideInCard: true,
  },
  { key: 'hirer', header: 'Hirer', cell: (row) => <HirerLink row={row} />, hideInCard: true },
  {
    key: 'due',
    header: 'Due',
    cell: (row) => formatCedi(row.due),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  {
    key: 'paid',
    header: 'Paid',
    cell: (row) => formatCedi(row.paidThatDay),
    align: 'right',
    className: 'whitespace-nowrap',
  },
  {
    key: 'arrears',
    header: 'Arrears',
    cell: (row) => <ArrearsAmount amount={row.arrears} />,
    align: 'right',
  },
  { key: 'standing', header: 'Standing', cell: (row) => <RowStanding row={row} /> },
];

/** Previous day, the day itself (a date picker naming its weekday) and next day. */
function DaySwitcher({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const isToday = date === today();
  const hint = `${DAY_NAMES[isoWeekday(date) - 1]}${isToday ? ' · today' : ''}`;
  const stepClass = 'size-11 shrink-0 border border-gray-300 bg-white';
  return (
    <fieldset aria-label="Day" className="flex min-w-0 items-start gap-2 sm:max-w-md">
      <IconButton
        label="Previous day"
        icon={<ChevronLeft className="size-5" aria-hidden="true" />}
        className={`${stepClass} mt-6`}
        onClick={() => onChange(addDays(date, -1))}
      />
      <DateField
        label="Date"
        name="date"
        className="min-w-0 flex-1"
        value={date}
        hint={hint}
        onChange={(event) => {
          if (isIsoDate(event.target.value)) onChange(event.target.value);
        }}
      />
      <IconButton
        label="Next day"
        icon={<ChevronRight className="size-5" aria-hidden="true" />}
        className={`${stepClass} mt-6`}
        onClick={() => onChange(addDays(date, 1))}
      />
    </fieldset>
  );
}

/**
 * Expected, Collected and Outstanding: stat cards from `sm` up; on a phone three short lines, so the
 * first row's Record stays within the first screen.
 */
function DayTotals({ totals }: { totals: Board['totals'] | undefined }) {
  const wide = useMediaQuery(SM_QUERY);
  const show = (amount: number | undefined) => (amount === undefined ? '…' : formatCedi(amount));
  if (!wide) {
    return (
      <section
        aria-label="Totals of the day"
        className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm"
      >
        <dl className="flex flex-col gap-1 text-sm">
          {(
            [
              ['Expected', totals?.expected],
              ['Collected', totals?.collected],
              ['Outstanding', totals?.outstanding],
            ] as const
          ).map(([label, amount]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-gray-700">{label}</dt>
              <dd className="font-semibold tabular-nums text-gray-900">{show(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  return (
    <section aria-label="Totals of the day" className="grid grid-cols-3 gap-3">
      <StatCard label="Expected" value={show(totals?.expected)} hint="Due this day" />
      <StatCard label="Collected" value={show(totals?.collected)} />
      <StatCard label="Outstanding" value={show(totals?.outstanding)} hint="Arrears at the day's end" />
    </section>
  );
}

/**
 * /vehicles/remittances: the day's board (hire.md §4). One row per contract running that day, most
 * behind first: what fell due, what came in, the arrears at the day's end, and a one-tap Record
 * that opens the remittance form with the arrears (else the day's due) filled in. The day lives in
 * `?date=` (today in Ghana by default). On a phone each row is a card with a full-width Record.
 */
export function BoardScreen() {
  const [params, setParams] = useSearchParams();
  const date = boardDate(params.get('date'));
  const board = useBoard(date);
  const [recording, setRecording] = useState<RemittanceTarget | null>(null);
  // The remittance just recorded, kept at hand until put away (docs/decisions/058-receipt-at-hand.md).
  const [recorded, setRecorded] = useState<RecordedReceipt | null>(null);
  const setDate = (next: string) =>
    setParams((previous) => {
      const changed = new URLSearchParams(previous);
      changed.set('date', next);
      return changed;
    });
  const download = remittancesExport(date);
  const rows = board.data?.rows ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Remittances"
        description="Who has paid today, and who is behind."
        actions={
          <ExportButton url={download.url} fileName={download.fileName}>
            Export Remittances
          </ExportButton>
        }
      />
      <div className="flex flex-col gap-6">
        {recorded ? (
          <PaymentRecordedPanel
            recorded={recorded}
            // The next hirer is another row: the panel makes way for the board.
            recordAnother={() => setRecorded(null)}
            onDismiss={() => setRecorded(null)}
          />
        ) : null}
        <DaySwitcher date={date} onChange={setDate} />

        <DayTotals totals={board.data?.totals} />

        {board.isPending ? (
          <SkeletonBars count={4} label="Loading remittances..." />
        ) : board.isError ? (
          <InlineError message={HIRE_TEXTS.boardFailed}>
            <Button variant="secondary" onClick={() => board.refetch()}>
              Try again
            </Button>
          </InlineError>
        ) : rows.length === 0 ? (
          <EmptyState
            message={HIRE_TEXTS.noneThatDay(date)}
            action={<LinkButton to={routes.addContract}>+ Add Contract</LinkButton>}
          />
        ) : (
          <Table
            caption={`Remittances of ${date}`}
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => row.contract._id}
            rowClassName={(row) => (row.arrears > 0 ? 'border-red-200 bg-red-50' : undefined)}
            cardTitle={(row) => (
              <>
                <span className="font-mono">{row.contract.vehicle.vehicleRegNum}</span>
                <span className="block text-sm font-normal">
                  <HirerLink row={row} />
                </span>
              </>
            )}
            rowActions={(row) => (
              <Button
                icon={<HandCoins className="size-4" aria-hidden="true" />}
                className="min-h-11 w-full text-base md:w-auto md:text-sm"
                aria-label={`Record remittance of ${row.contract.hirer.name} (${row.contract.vehicle.vehicleRegNum})`}
                onClick={() => setRecording({ contract: row.contract, amount: boardSuggestion(row), date })}
              >
                Record
              </Button>
            )}
          />
        )}
      </div>
      <RecordRemittanceModal
        target={recording}
        onClose={() => setRecording(null)}
        onRecorded={(remittance) => setRecorded(recordedRemittance(remittance))}
      />
    </div>
  );
}
