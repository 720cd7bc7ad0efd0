import type { ProfitRow, ProfitTotals, ReportPeriod } from '../../../shared/schemas/reports';
import { type ExportColumn, xlsxSheet } from '../../lib/xlsx-export';

/** A table's columns: what the row is, then its money in cedis. */
const tableColumns = (first: string): ExportColumn<ProfitRow>[] => [
  { header: first, value: (row) => row.label, width: 24 },
  { header: 'Income', kind: 'money', value: (row) => row.income },
  { header: 'Expenses', kind: 'money', value: (row) => row.expenses },
  { header: 'Profit', kind: 'money', value: (row) => row.profit },
];

interface TotalsRow extends ProfitTotals {
  from: string;
  to: string;
  rate: number;
}

const totalsColumns: ExportColumn<TotalsRow>[] = [
  { header: 'From', kind: 'date', value: (row) => row.from },
  { header: 'To', kind: 'date', value: (row) => row.to },
  { header: 'Income', kind: 'money', value: (row) => row.income },
  { header: 'Expenses', kind: 'money', value: (row) => row.expenses },
  { header: 'Profit', kind: 'money', value: (row) => row.profit },
  { header: 'Rent tax rate (%)', kind: 'number', value: (row) => row.rate },
  { header: 'Rent tax to set aside (estimate)', kind: 'money', value: (row) => row.rentTax },
];

/**
 * Profit_Report.xlsx (docs/insight.md §2): one sheet per table of the report screen, in its order, and
 * a last sheet of the period's totals with the rent tax estimate.
 */
export function profitWorkbook(
  tables: {
    property: ProfitRow[];
    vehicle: ProfitRow[];
    month: ProfitRow[];
    totals: ProfitTotals;
    rentTaxRateBp: number;
  },
  period: ReportPeriod,
) {
  return [
    xlsxSheet({ name: 'By property', columns: tableColumns('Property'), rows: () => tables.property }),
    xlsxSheet({ name: 'By vehicle', columns: tableColumns('Vehicle'), rows: () => tables.vehicle }),
    xlsxSheet({ name: 'By month', columns: tableColumns('Month'), rows: () => tables.month }),
    xlsxSheet({
      name: 'Totals',
      columns: totalsColumns,
      rows: () => [{ ...tables.totals, ...period, rate: tables.rentTaxRateBp / 100 }],
    }),
  ];
}
