import type { AddApartmentBody } from '../../../shared/schemas/apartments';
import type { AddRentRecordBody } from '../../../shared/schemas/rent-records';

let serial = 0;

/** A name unique within this process, for records the tests look up by name. */
export function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}${serial}`;
}

/** A complete, valid add-property body (what the add form sends). */
export function apartmentBody(overrides: Partial<AddApartmentBody> = {}): AddApartmentBody {
  return {
    title: 'Two-bedroom flat',
    location: 'East Legon, Accra',
    price: 2500,
    status: 'Available',
    description: 'Self-contained, water and light included',
    ...overrides,
  };
}

/** A complete, valid add-tenant body (what the add form sends). */
export function rentRecordBody(overrides: Partial<AddRentRecordBody> = {}): AddRentRecordBody {
  return {
    tenantName: 'Akosua Mensah',
    tenantPhone: '024 111 2233',
    roomDescription: 'Room 4, Adenta block B',
    rentedDate: '2026-01-01',
    expirationDate: '2026-12-31',
    noOfMonthsRented: 12,
    amountPaidOnUtility: 150.5,
    monthlyPrice: 800,
    totalAmount: 9750.5,
    status: 'Active',
    ...overrides,
  };
}

/**
 * The columns a tenancy's row begins with wherever a file holds one: the tenants' export and a
 * rent-records file to import (docs/screens.md §3).
 */
export const TENANCY_COLUMNS = [
  'Tenant Name',
  'Phone',
  'Room Description',
  'Rented Date',
  'Rent Expiry Date',
  'No of Months Rented',
  'Utility',
  'Monthly Price',
] as const;

/**
 * The Tenants_List.xlsx header row: docs/screens.md §3's columns, then docs/ledger.md's derived values
 * (kept apart from export-columns on purpose).
 */
export const TENANTS_EXPORT_HEADER = [
  ...TENANCY_COLUMNS,
  'Tenant Status',
  'Total Amount',
  'Unit',
  'Billing',
  'Paid',
  'Balance',
  'Arrears',
  'Paid Through',
  'Days Overdue',
  'Standing',
];
