import { addDays, toDay } from '../../../shared/dates';
import { formatPhone } from '../../../shared/phone';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import { computedTotal, TENANT_FORM_FIELDS, type TenantFormValues, termEnd } from './components/tenant-form';

export { termEnd } from './components/tenant-form';

/**
 * The Add tenant form's values to renew a tenancy (docs/ledger.md §4): the same tenant, unit, room,
 * monthly price, billing and number of months, no utility, starting the day after this term ends.
 */
export function renewalValues(record: RentRecord): TenantFormValues {
  const rentedDate = addDays(toDay(record.expirationDate), 1);
  const months = record.noOfMonthsRented;
  const monthlyPrice = record.monthlyPrice.toFixed(2);
  return {
    tenantName: record.tenantName,
    tenantPhone: formatPhone(record.tenantPhone),
    roomDescription: record.roomDescription,
    rentedDate,
    expirationDate: termEnd(rentedDate, months),
    noOfMonthsRented: String(months),
    amountPaidOnUtility: '0.00',
    monthlyPrice,
    totalAmount: computedTotal(months, monthlyPrice, '0'),
    status: 'Active',
    apartmentId: record.apartmentId ?? '',
    billing: record.billing,
  };
}

/** The router state the Renew action hands the Add tenant screen. */
export interface RenewalState {
  renewal: TenantFormValues;
}

/**
 * The renewal values in a location's state, or null. History state outlives a reload and may come
 * from an older build: only text fields the form knows are taken.
 */
export function readRenewal(state: unknown): Partial<TenantFormValues> | null {
  if (typeof state !== 'object' || state === null) return null;
  const renewal = (state as { renewal?: unknown }).renewal;
  if (typeof renewal !== 'object' || renewal === null) return null;
  const values: Partial<Record<(typeof TENANT_FORM_FIELDS)[number], string>> = {};
  for (const key of TENANT_FORM_FIELDS) {
    const value = (renewal as Record<string, unknown>)[key];
    if (typeof value === 'string') values[key] = value;
  }
  return Object.keys(values).length > 0 ? values : null;
}
