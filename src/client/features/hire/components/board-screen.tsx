import { ChevronLeft, ChevronRight, CircleAlert, CircleCheck, Clock, HandCoins } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, isIsoDate, isoWeekday, today } from '../../../../shared/dates';
import { formatCedi, formatGhc } from '../../../../shared/money';
import { routes } from '../../../../shared/paths';
import { allArrearsChoice } from '../../../../shared/remittance-suggestion';
import type { Board, BoardRow } from '../../../../shared/schemas/hire';
import { boardRowIsLate, boardRowWords } from '../../../../shared/standing-words';
import { PendingRecords } from '../../../components/pending-records';
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

const STANDING_CLASSES = {
  green: 'text-green-700',
  amber: 'text-amber-800',
  red: 'text-red-700',
} as const;

/**
 * Paid up (green check), due that day (amber: only the day's own amount unpaid, not late yet) or
 * behind (red), in words as well as colour (docs/decisions/060-due-today-is-not-overdue.md).
 */
function RowStanding({ row, date }: { row: BoardRow; date: string }) {
  const words = boardRowWords(row, date, today());
  const Icon = words.tone === 'green' ? CircleCheck : words.tone === 'amber' ? Clock : CircleAlert;
  const tone = words.tone === 'green' || words.tone === 'amber' ? words.tone : 'red';
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap font-medium ${STANDING_CLASSES[tone]}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {words.label}
    </span>
  );
}

const columnsOf = (date: string): TableColumn<BoardRow>[] => [
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (row) => <span className="whitespace-nowrap font-mono">{row.contract.vehicle.vehicleRegNum}</span>,
    hideInCard: true,
  },
  {
    key: 'hirer',
    header: 'Hirer',
    cell: (row) => <HirerLink row={row} />,
    wrap: 'truncate',
    title: (row) => row.contract.hirer.name,
    hideInCard: true,
  },
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
    cell: (row) => <ArrearsAmount amount={row.arrears} late={boardRowIsLate(row, date, today())} />,
    align: 'right',
  },
  { key: 'standing', header: 'Standing', cell: (row) => <RowStanding row={row} date={date} /> },
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
 * /vehicles/remittances: the day's board (docs/hire.md §4). One row per contract running that day, most
 * behind first: what fell due, what came in, the arrears at the day's end, and a one-tap Record
 * that opens the remittance form with the day's amount filled in, beside 'Pay all arrears' when
 * more is owed (decision 062). The day lives in
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
  const columns = useMemo(() => columnsOf(date), [date]);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Remittances"
        description="Who has paid today, and who is behind."
        actions={
          <>
            <LinkButton to={routes.remittanceList} variant="secondary">
              {HIRE_TEXTS.listOfRemittances}
            </LinkButton>
            <ExportButton url={download.url} fileName={download.fileName}>
              Export Remittances
            </ExportButton>
          </>
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
        <PendingRecords kind="remittance" />
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
            columns={columns}
            rows={rows}
            rowKey={(row) => row.contract._id}
            rowClassName={(row) =>
              row.arrears <= 0
                ? undefined
                : boardRowIsLate(row, date, today())
                  ? 'border-red-200 bg-red-50'
                  : 'border-amber-200 bg-amber-50'
            }
            cardTitle={(row) => (
              <>
                <span className="font-mono">{row.contract.vehicle.vehicleRegNum}</span>
                <span className="block text-sm font-normal">
                  <HirerLink row={row} />
                </span>
              </>
            )}
            rowActions={(row) => {
              // Record suggests the day's amount; all the arrears are a second, explicit choice
              // (docs/decisions/062-record-suggests-the-day.md).
              const suggested = boardSuggestion(row);
              const all = allArrearsChoice(row.arrears, suggested);
              const who = `${row.contract.hirer.name} (${row.contract.vehicle.vehicleRegNum})`;
              return (
                <>
                  <Button
                    icon={<HandCoins className="size-4" aria-hidden="true" />}
                    className="min-h-11 w-full text-base md:w-auto md:text-sm"
                    aria-label={`Record remittance of ${who}`}
                    onClick={() => setRecording({ contract: row.contract, amount: suggested, date })}
                  >
                    Record
                  </Button>
                  {all !== null ? (
                    <Button
                      variant="secondary"
                      className="min-h-11 w-full text-base md:w-auto md:text-sm"
                      aria-label={`Pay all arrears ${formatGhc(all)} of ${who}`}
                      onClick={() => setRecording({ contract: row.contract, amount: all, date })}
                    >
                      Pay all arrears {formatGhc(all)}
                    </Button>
                  ) : null}
                </>
              );
            }}
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
