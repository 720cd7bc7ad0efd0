import { addDays, addMonthsClamped } from '../../../shared/dates';
import { fromPesewas } from '../../../shared/money';
import { monthLabel, monthsOf, percentOf } from '../../../shared/reports';
import {
  type FleetProfit,
  NO_UNIT_KEY,
  NO_UNIT_LABEL,
  type ProfitGroup,
  type ProfitReport,
  type ProfitRow,
  type ProfitTotals,
  type ReportPeriod,
  type VehicleProfit,
} from '../../../shared/schemas/reports';
import { vehicleLookup } from '../../db/vehicle-lookup';
import { businessToday } from '../../lib/business-day';
import { notFound } from '../../lib/domain-errors';
import type { ReadContext } from '../../lib/service-context';
import { reportsRepository, type Span, type Sums } from './repository';

const repository = (ctx: ReadContext) => reportsRepository(ctx.trx, ctx.accountId);

/** The days of a period as the repository takes them: `to` included. */
const spanOf = (period: ReportPeriod): Span => ({ from: period.from, until: addDays(period.to, 1) });

/** A row in pesewas, before it is answered in cedis. */
interface PesewaRow {
  key: string;
  label: string;
  income: number;
  expenses: number;
}

const inCedis = (row: PesewaRow): ProfitRow => ({
  key: row.key,
  label: row.label,
  income: fromPesewas(row.income),
  expenses: fromPesewas(row.expenses),
  profit: fromPesewas(row.income - row.expenses),
});

const sumOf = (sums: Sums) => [...sums.values()].reduce((total, value) => total + value, 0);

/** Months of a period, every one of them (empty ones too), in pesewas, and the period's figures. */
async function monthRows(ctx: ReadContext, period: ReportPeriod) {
  const span = spanOf(period);
  const [income, expenses, rateBp] = await Promise.all([
    repository(ctx).incomeByMonth(span),
    repository(ctx).expensesByMonth(span, 'all'),
    repository(ctx).rentTaxRateBp(),
  ]);
  const rows = monthsOf(period.from, period.to).map((month) => ({
    key: month,
    label: monthLabel(month),
    income: (income.rent.get(month) ?? 0) + (income.hire.get(month) ?? 0),
    expenses: expenses.get(month) ?? 0,
  }));
  const rent = sumOf(income.rent);
  const totalIncome = rent + sumOf(income.hire);
  const totalExpenses = sumOf(expenses);
  const totals: ProfitTotals = {
    income: fromPesewas(totalIncome),
    expenses: fromPesewas(totalExpenses),
    profit: fromPesewas(totalIncome - totalExpenses),
    rentTax: fromPesewas(percentOf(rent, rateBp)),
  };
  return { rows, totals };
}

/** Every unit, then 'No unit' when anything falls there. */
async function propertyRows(ctx: ReadContext, period: ReportPeriod): Promise<PesewaRow[]> {
  const span = spanOf(period);
  const [units, income, expenses] = await Promise.all([
    repository(ctx).units(),
    repository(ctx).rentByUnit(span),
    repository(ctx).expensesByUnit(span),
  ]);
  const rows = units.map((unit) => ({
    key: unit.id,
    label: unit.label,
    income: income.get(unit.id) ?? 0,
    expenses: expenses.get(unit.id) ?? 0,
  }));
  const none = {
    key: NO_UNIT_KEY,
    label: NO_UNIT_LABEL,
    income: income.get(null) ?? 0,
    expenses: expenses.get(null) ?? 0,
  };
  if (none.income !== 0 || none.expenses !== 0) rows.push(none);
  return rows;
}

/** Every vehicle of the business. */
async function vehicleRows(ctx: ReadContext, span: Span): Promise<PesewaRow[]> {
  const [vehicles, income, expenses] = await Promise.all([
    repository(ctx).vehicles(),
    repository(ctx).hireByVehicle(span),
    repository(ctx).expensesByVehicle(span),
  ]);
  return vehicles.map((vehicle) => ({
    key: vehicle.id,
    label: vehicle.label,
    income: income.get(vehicle.id) ?? 0,
    expenses: expenses.get(vehicle.id) ?? 0,
  }));
}

/** Most profitable first; equal profits by label. */
const byProfit = (a: PesewaRow, b: PesewaRow) =>
  b.income - b.expenses - (a.income - a.expenses) ||
  a.label.localeCompare(b.label) ||
  a.key.localeCompare(b.key);

/** How many vehicles each end of the dashboard's ranking shows (docs/insight.md §3). */
export const RANKED_VEHICLES = 5;

/** Profit and loss (docs/insight.md §2): grouped sums from the database, answered in cedis. */
export const reportsService = {
  async profit(ctx: ReadContext, period: ReportPeriod, groupBy: ProfitGroup): Promise<ProfitReport> {
    const months = await monthRows(ctx, period);
    if (groupBy === 'month') return { rows: months.rows.map(inCedis), totals: months.totals };
    const rows =
      groupBy === 'property' ? await propertyRows(ctx, period) : await vehicleRows(ctx, spanOf(period));
    return { rows: rows.map(inCedis), totals: months.totals };
  },

  /** The three tables and the totals at once, for the workbook. */
  async profitTables(ctx: ReadContext, period: ReportPeriod) {
    const [months, property, vehicle] = await Promise.all([
      monthRows(ctx, period),
      propertyRows(ctx, period),
      vehicleRows(ctx, spanOf(period)),
    ]);
    return {
      property: property.map(inCedis),
      vehicle: vehicle.map(inCedis),
      month: months.rows.map(inCedis),
      totals: months.totals,
      rentTaxRateBp: await repository(ctx).rentTaxRateBp(),
    };
  },

  /**
   * The vehicle dashboard's charts (docs/insight.md §3): the last 12 months (this one included) of
   * remittances against vehicle expenses, counted as the report counts them, and the five most and
   * least profitable vehicles from 1 January to `today`.
   */
  async fleetProfit(ctx: ReadContext, today = businessToday()): Promise<FleetProfit> {
    const first = `${addMonthsClamped(`${today.slice(0, 7)}-01`, -11)}`;
    const span: Span = { from: first, until: addDays(today, 1) };
    const year = today.slice(0, 4);
    const [income, expenses, vehicles] = await Promise.all([
      repository(ctx).incomeByMonth(span),
      repository(ctx).expensesByMonth(span, 'vehicles'),
      vehicleRows(ctx, { from: `${year}-01-01`, until: addDays(today, 1) }),
    ]);
    const ranked = [...vehicles].sort(byProfit);
    return {
      months: monthsOf(first, today).map((month) => ({
        month,
        income: fromPesewas(income.hire.get(month) ?? 0),
        expenses: fromPesewas(expenses.get(month) ?? 0),
      })),
      year,
      top: ranked.slice(0, RANKED_VEHICLES).map(inCedis),
      bottom: ranked.reverse().slice(0, RANKED_VEHICLES).map(inCedis),
    };
  },

  /** A vehicle's remittances beside its costs, this year and all time (404 for another business's). */
  async vehicleProfit(ctx: ReadContext, vehicleId: string, today = businessToday()): Promise<VehicleProfit> {
    if (!(await vehicleLookup(ctx.trx, ctx.accountId).findReference(vehicleId)))
      throw notFound('Vehicle record');
    const year = today.slice(0, 4);
    const figures = async (span: Span) => {
      const [income, expenses] = await Promise.all([
        repository(ctx).hireByVehicle(span, vehicleId),
        repository(ctx).expensesByVehicle(span, vehicleId),
      ]);
      const money = { income: income.get(vehicleId) ?? 0, expenses: expenses.get(vehicleId) ?? 0 };
      return {
        income: fromPesewas(money.income),
        expenses: fromPesewas(money.expenses),
        profit: fromPesewas(money.income - money.expenses),
      };
    };
    const [thisYear, allTime] = await Promise.all([
      figures({ from: `${year}-01-01`, until: addDays(today, 1) }),
      figures({}),
    ]);
    return { year, thisYear, allTime };
  },
};
