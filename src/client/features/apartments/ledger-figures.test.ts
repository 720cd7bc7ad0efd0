import { describe, expect, it } from 'vitest';
import { collectedInMonth, totalArrears } from './ledger-figures';

describe('totalArrears', () => {
  it("adds every rent record's arrears exactly, to the pesewa", () => {
    expect(totalArrears([{ arrears: 0.1 }, { arrears: 0.2 }, { arrears: 0 }])).toBe(0.3);
    expect(totalArrears([{ arrears: 1500.55 }, { arrears: 2999.45 }])).toBe(4500);
    expect(totalArrears([])).toBe(0);
  });
});

describe('collectedInMonth', () => {
  const payments = [
    { date: '2026-04-30T23:59:59.000Z', amountPaid: 1000 },
    { date: '2026-05-01', amountPaid: 0.1 },
    { date: '2026-05-15T10:00:00.000Z', amountPaid: 0.2 },
    { date: '2026-05-31', amountPaid: 1200.5 },
    { date: '2026-06-01', amountPaid: 700 },
    { date: '2025-05-10', amountPaid: 99 },
  ];

  it('adds the payments dated in the month of the given day, exactly', () => {
    expect(collectedInMonth(payments, '2026-05-20')).toBe(1200.8);
    expect(collectedInMonth(payments, '2026-05-01')).toBe(1200.8);
    expect(collectedInMonth(payments, '2026-04-01')).toBe(1000);
  });

  it('is 0 for a month without payments', () => {
    expect(collectedInMonth(payments, '2026-07-01')).toBe(0);
    expect(collectedInMonth([], '2026-05-20')).toBe(0);
  });
});
