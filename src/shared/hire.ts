/**
 * Hire contracts' fixed values and pure rules (docs/hire.md), without zod, so the board and list screens
 * use them without loading the validation code (schemas/hire.ts re-exports them).
 */

/** How a vehicle earns (docs/hire.md §1). */
export const CONTRACT_TYPES = ['daily_sales', 'work_and_pay', 'rental'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  daily_sales: 'Daily sales',
  work_and_pay: 'Work and pay',
  rental: 'Rental',
};

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
/** "per day", "per week", "per month": how an amount reads beside its frequency. */
export const PER_PERIOD: Record<Frequency, string> = { daily: 'day', weekly: 'week', monthly: 'month' };

export const CONTRACT_STATUSES = ['active', 'completed', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  terminated: 'Terminated',
};

/** Weekdays as docs/hire.md numbers them: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};
/** Monday to Saturday: Sunday is the driver's (docs/hire.md §1). */
export const DEFAULT_WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6];
export const ALL_DAYS: readonly Weekday[] = WEEKDAYS;

/** Ghana Card numbers: `GHA-` 9 digits `-` 1 check digit. */
export const GHANA_CARD = /^GHA-\d{9}-\d$/;

/** Files the export buttons download. */
export const CONTRACTS_EXPORT_FILE = 'Contracts_List.xlsx';
export const REMITTANCES_EXPORT_FILE = 'Remittances_List.xlsx';
