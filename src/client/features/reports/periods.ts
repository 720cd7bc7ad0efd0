import { addMonthsClamped } from '../../../shared/dates';
import { lastDayOf } from '../../../shared/reports';

/** The report's period choices (docs/insight.md §2). */
export const PERIODS = ['this-month', 'last-month', 'this-year', 'last-year', 'custom'] as const;
export type PeriodChoice = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<PeriodChoice, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  'last-year': 'Last year',
  custom: 'Custom',
};

/** The days (both included) of a preset period around `today` (`YYYY-MM-DD`); the whole month or year. */
export function periodDays(
  choice: Exclude<PeriodChoice, 'custom'>,
  today: string,
): { from: string; to: string } {
  const month = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  switch (choice) {
    case 'this-month':
      return { from: `${month}-01`, to: lastDayOf(month) };
    case 'last-month': {
      const last = addMonthsClamped(`${month}-01`, -1).slice(0, 7);
      return { from: `${last}-01`, to: lastDayOf(last) };
    }
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}
