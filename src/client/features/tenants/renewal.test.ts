import { describe, expect, it } from 'vitest';
import { testRentRecord } from '../../test/ledger-data';
import { readRenewal, renewalValues, termEnd } from './renewal';

describe('termEnd', () => {
  it('is the day before the same date `months` later (as the server counts paid-through)', () => {
    expect(termEnd('2026-01-10', 1)).toBe('2026-02-09');
    expect(termEnd('2026-01-01', 12)).toBe('2026-12-31');
    expect(termEnd('2026-03-01T00:00:00.000Z', 6)).toBe('2026-08-31');
    // Clamped to the month's last day, then the day before.
    expect(termEnd('2026-01-31', 1)).toBe('2026-02-27');
    expect(termEnd('2028-02-29', 12)).toBe('2029-02-27');
  });
});

describe('renewalValues', () => {
  it('keeps the tenant, unit, room, price, billing and months; no utility; starts the day after the end', () => {
    const record = testRentRecord({
      tenantPhone: '+233201234567',
      expirationDate: '2026-12-31T00:00:00.000Z',
      noOfMonthsRented: 3,
      monthlyPrice: 1250.5,
      amountPaidOnUtility: 300,
      billing: 'monthly',
      status: 'Inactive',
    });
    expect(renewalValues(record)).toEqual({
      tenantName: 'Kojo Antwi',
      tenantPhone: '+233 20 123 4567',
      roomDescription: 'Flat 2A, East Legon',
      rentedDate: '2027-01-01',
      expirationDate: '2027-03-31',
      noOfMonthsRented: '3',
      amountPaidOnUtility: '0.00',
      monthlyPrice: '1250.50',
      totalAmount: '3751.50',
      status: 'Active',
      apartmentId: 'apt-1',
      billing: 'monthly',
    });
  });

  it('renews a tenancy without a unit as one without a unit', () => {
    expect(renewalValues(testRentRecord({ apartmentId: null, apartment: null })).apartmentId).toBe('');
  });
});

describe('readRenewal', () => {
  it('takes the known text fields of the state the Renew action leaves', () => {
    const values = renewalValues(testRentRecord());
    expect(readRenewal({ renewal: values })).toEqual(values);
    expect(readRenewal({ renewal: { tenantName: 'Ama', totalAmount: 12, other: 'x' } })).toEqual({
      tenantName: 'Ama',
    });
  });

  it('is null without a renewal (a plain visit, or state from elsewhere)', () => {
    expect(readRenewal(null)).toBeNull();
    expect(readRenewal(undefined)).toBeNull();
    expect(readRenewal('renew')).toBeNull();
    expect(readRenewal({ from: '/somewhere' })).toBeNull();
    expect(readRenewal({ renewal: { totalAmount: 12 } })).toBeNull();
  });
});
