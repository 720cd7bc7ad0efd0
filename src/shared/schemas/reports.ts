import { z } from 'zod';
import { addMonthsClamped, isIsoDate } from '../dates';
import { enumParam } from '../list-query';

/** The tables of the profit report (docs/insight.md §2). */
export const PROFIT_GROUPS = ['property', 'vehicle', 'month'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];

/** The property row of rent from records without a unit and of general expenses. */
export const NO_UNIT_KEY = 'none';
export const NO_UNIT_LABEL = 'No unit';

/** The longest period one report covers, in months (docs/decisions/126-profit-report.md). */
export const MAX_REPORT_MONTHS = 120;

const isPlainDay = (value: unknown) => typeof value === 'string' && value.length === 10 && isIsoDate(value);

/** A calendar day (`YYYY-MM-DD`, nothing more) in a query string, required. */
const reportDay = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .min(1, { error: `${name} is required` })
    .refine(isPlainDay, {
      error: `${name} must be a date (YYYY-MM-DD)`,
    });

/** A period of days, both included: `from` on or before `to`, at most ten years long. */
export const reportPeriod = z
  .object({
    from: reportDay('From'),
    to: reportDay('To'),
  })
  .superRefine((period, ctx) => {
    // A day already refused has its own message.
    if (!(isPlainDay(period.from) && isPlainDay(period.to))) return;
    if (period.from > period.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (period.to >= addMonthsClamped(period.from, MAX_REPORT_MONTHS))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period can cover at most ${MAX_REPORT_MONTHS / 12} years`,
      });
  });
export type ReportPeriod = z.infer<typeof reportPeriod>;

/** `GET /api/reports/profit?from=&to=&groupBy=`. */
export const profitReportQuery = z
  .object({
    from: reportDay('From'),
    to: reportDay('To'),
    groupBy: enumParam('Group by', PROFIT_GROUPS),
  })
  .superRefine((query, ctx) => {
    const checked = reportPeriod.safeParse({ from: query.from, to: query.to });
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ProfitReportQuery = z.infer<typeof profitReportQuery>;

/** Money in and out of one unit, vehicle or month, in cedis; profit = income − expenses. */
export const profitRow = z.object({
  /** The unit's or vehicle's `_id`, `none` (no unit), or `YYYY-MM`. */
  key: z.string(),
  label: z.string(),
  income: z.number(),
  expenses: z.number(),
  profit: z.number(),
});
export type ProfitRow = z.infer<typeof profitRow>;

/** The period's whole figures, the same whatever the grouping; `rentTax` is the estimate to set aside. */
export const profitTotals = z.object({
  income: z.number(),
  expenses: z.number(),
  profit: z.number(),
  rentTax: z.number(),
});
export type ProfitTotals = z.infer<typeof profitTotals>;

export const profitReport = z.object({
  rows: z.array(profitRow),
  totals: profitTotals,
});
export type ProfitReport = z.infer<typeof profitReport>;

/** Income and expenses of one month, for the dashboards' charts (cedis). */
export const monthFigures = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  income: z.number(),
  expenses: z.number(),
});
export type MonthFigures = z.infer<typeof monthFigures>;

/**
 * `GET /api/dashboard/fleet/profit`: the vehicle dashboard's charts (docs/insight.md §3): the last 12
 * months' remittances against vehicle expenses (oldest month first, the current one last), and the
 * five most and five least profitable vehicles this year (most profitable first in `top`, least
 * profitable first in `bottom`; a fleet of ten or fewer vehicles appears in both).
 */
export const fleetProfit = z.object({
  months: z.array(monthFigures),
  /** The year `top` and `bottom` cover (`YYYY`), from 1 January to the business day. */
  year: z.string(),
  top: z.array(profitRow),
  bottom: z.array(profitRow),
});
export type FleetProfit = z.infer<typeof fleetProfit>;

const incomeAndCosts = z.object({ income: z.number(), expenses: z.number(), profit: z.number() });

/** `GET /api/vehicles/{id}/profit`: a vehicle's remittances beside its costs, this year and all time. */
export const vehicleProfit = z.object({
  year: z.string(),
  thisYear: incomeAndCosts,
  allTime: incomeAndCosts,
});
export type VehicleProfit = z.infer<typeof vehicleProfit>;
