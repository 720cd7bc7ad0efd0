import { useState } from 'react';
import { today as todayIn } from '../../../../shared/dates';
import { PROFIT_REPORT_FILE } from '../../../../shared/expenses';
import { formatGhc } from '../../../../shared/money';
import { api } from '../../../../shared/paths';
import type { ProfitGroup, ProfitRow } from '../../../../shared/schemas/reports';
import { ChartCard, INCOME_AND_EXPENSES } from '../../../components/charts';
import { Button } from '../../../components/ui/button';
import { DateSpanFields } from '../../../components/ui/date-field';
import { ExportButton } from '../../../components/ui/export-button';
import { InlineError } from '../../../components/ui/inline-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useProfitReport, useRentTaxRate } from '../api/use-profit-report';
import { PERIOD_LABELS, PERIODS, type PeriodChoice, periodDays } from '../periods';

export const REPORT_TEXTS = {
  failed: 'The report could not be loaded.',
  taxHint: (rate: number | undefined) =>
    `${rate === undefined ? 'Your rent tax rate' : `${rate} %`} of the rent collected in the period: an estimate to set aside, not a tax assessment.`,
  badPeriod: 'Choose a From day on or before the To day.',
  /** How many units or vehicles a chart draws; the table lists them all. */
  chartNote: (shown: number) => `The ${shown} with the most money in or out; the table lists them all.`,
} as const;

/** How many bars of units or vehicles a chart draws (a business may have thousands). */
const CHART_ROWS = 10;

const TABLES: { groupBy: ProfitGroup; title: string; column: string }[] = [
  { groupBy: 'property', title: 'By property', column: 'Property' },
  { groupBy: 'vehicle', title: 'By vehicle', column: 'Vehicle' },
  { groupBy: 'month', title: 'By month', column: 'Month' },
];

const money = (value: number) => formatGhc(value);

function columnsFor(first: string): TableColumn<ProfitRow>[] {
  return [
    { key: 'label', header: first, cell: (row) => row.label, hideInCard: true, wrap: 'truncate' },
    { key: 'income', header: 'Income', align: 'right', cell: (row) => money(row.income) },
    { key: 'expenses', header: 'Expenses', align: 'right', cell: (row) => money(row.expenses) },
    {
      key: 'profit',
      header: 'Profit',
      align: 'right',
      cell: (row) => <span className={row.profit < 0 ? 'text-red-700' : undefined}>{money(row.profit)}</span>,
    },
  ];
}

/** What a chart draws: every month; of units and vehicles, those with the most money moving. */
function chartRows(groupBy: ProfitGroup, rows: readonly ProfitRow[]): ProfitRow[] {
  if (groupBy === 'month') return [...rows];
  return rows
    .filter((row) => row.income !== 0 || row.expenses !== 0)
    .sort((a, b) => b.income + b.expenses - (a.income + a.expenses))
    .slice(0, CHART_ROWS);
}

function ReportTable({
  from,
  to,
  groupBy,
  title,
  column,
}: {
  from: string;
  to: string;
  groupBy: ProfitGroup;
  title: string;
  column: string;
}) {
  const report = useProfitReport(from, to, groupBy);
  const headingId = `report-${groupBy}`;
  if (report.isPending) return <SkeletonBars count={2} label={`Loading ${title.toLowerCase()}...`} />;
  if (report.isError)
    return (
      <InlineError message={REPORT_TEXTS.failed}>
        <Button variant="secondary" onClick={() => report.refetch()}>
          Try again
        </Button>
      </InlineError>
    );
  const rows = report.data.rows;
  const charted = chartRows(groupBy, rows);
  const cut = groupBy !== 'month' && charted.length < rows.filter((row) => row.income || row.expenses).length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <ChartCard
        title={`Income and expenses ${title.toLowerCase()}`}
        categoryLabel={column}
        data={charted}
        categoryKey="label"
        kind={groupBy === 'month' ? 'bar' : 'horizontal'}
        format={money}
        series={INCOME_AND_EXPENSES}
        emptyText="No money in or out in this period."
      />
      {cut ? <p className="text-sm text-gray-600">{REPORT_TEXTS.chartNote(charted.length)}</p> : null}
      <Table
        caption={`Profit and loss ${title.toLowerCase()}`}
        columns={columnsFor(column)}
        rows={rows}
        rowKey={(row) => row.key}
        cardTitle={(row) => row.label}
        emptyText={groupBy === 'vehicle' ? 'No vehicles yet.' : 'No units yet.'}
      />
    </section>
  );
}

/** The period's totals: the same whatever the table, so the month query answers them. */
function Totals({ from, to }: { from: string; to: string }) {
  const report = useProfitReport(from, to, 'month');
  const rate = useRentTaxRate();
  if (report.isPending) return <SkeletonBars count={1} label="Loading the totals..." />;
  if (report.isError) return null;
  const { totals } = report.data;
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Income" value={money(totals.income)} />
      <StatCard label="Expenses" value={money(totals.expenses)} />
      <StatCard
        label="Profit"
        value={<span className={totals.profit < 0 ? 'text-red-700' : undefined}>{money(totals.profit)}</span>}
      />
      <StatCard
        label="Rent tax to set aside (estimate)"
        value={money(totals.rentTax)}
        hint={REPORT_TEXTS.taxHint(rate.data)}
      />
    </section>
  );
}

/**
 * /reports: profit and loss for a period (docs/insight.md §2): the totals with the rent tax estimate,
 * then by property, by vehicle and by month, each a chart and its table, and 'Export Report'. Every
 * role reads it (docs/decisions/126-profit-report.md).
 */
export function ReportsScreen() {
  const today = todayIn();
  const [choice, setChoice] = useState<PeriodChoice>('this-month');
  const [custom, setCustom] = useState(() => periodDays('this-month', today));
  const period = choice === 'custom' ? custom : periodDays(choice, today);
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const query = new URLSearchParams(period).toString();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Profit and loss"
        description="Money in (rent and remittances) against money out (expenses, maintenance and vehicle papers)."
        actions={
          valid ? (
            <ExportButton url={`${api.exportProfitReport}?${query}`} fileName={PROFIT_REPORT_FILE}>
              Export Report
            </ExportButton>
          ) : null
        }
        className="mb-0!"
      />
      <form
        aria-label="Report period"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label="Period"
          name="period"
          className="w-full sm:w-48"
          value={choice}
          options={PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
          onChange={(event) => {
            const next = event.target.value as PeriodChoice;
            if (next === 'custom') setCustom(period);
            setChoice(next);
          }}
        />
        {choice === 'custom' ? (
          <DateSpanFields
            from={custom.from}
            to={custom.to}
            className="w-full sm:w-44"
            onChange={(edge, value) => setCustom((was) => ({ ...was, [edge]: value }))}
          />
        ) : (
          <p className="pb-2 text-sm text-gray-600" aria-live="polite">
            {period.from} to {period.to}
          </p>
        )}
      </form>
      {valid ? (
        <>
          <Totals from={period.from} to={period.to} />
          {TABLES.map((table) => (
            <ReportTable key={table.groupBy} from={period.from} to={period.to} {...table} />
          ))}
        </>
      ) : (
        <InlineError message={REPORT_TEXTS.badPeriod} />
      )}
    </div>
  );
}
