import { describe, expect, it } from 'vitest';
import { allArrearsChoice, dayRemittance, periodAmountOf } from './remittance-suggestion';

const day = (figures: Partial<Parameters<typeof dayRemittance>[0]>) =>
  dayRemittance({ due: 250, paidThatDay: 0, arrears: 2000, periodAmount: 250, ...figures });

describe('what Record suggests (decision 062)', () => {
  it('suggests the day’s amount, not the whole arrears (GHC 250 of GHC 2,000)', () => {
    expect(day({})).toBe(250);
    expect(allArrearsChoice(2000, 250)).toBe(2000);
  });

  it('suggests less when the day was partly paid, nothing more when it was paid', () => {
    expect(day({ paidThatDay: 100 })).toBe(150);
    expect(day({ paidThatDay: 149.9, due: 150, periodAmount: 150 })).toBe(0.1);
    // Paid for the day but still behind: one period of the arrears, never all of it.
    expect(day({ paidThatDay: 250, arrears: 1750 })).toBe(250);
  });

  it('on a day with nothing due but arrears owed, suggests one period’s amount at most', () => {
    expect(day({ due: 0, arrears: 2000 })).toBe(250);
    expect(day({ due: 0, arrears: 100 })).toBe(100);
  });

  it('never suggests more than the arrears when an earlier payment covers part of the day', () => {
    expect(day({ arrears: 100 })).toBe(100);
  });

  it('suggests the day’s amount to a hirer paid up, and nothing when nothing is due or owed', () => {
    expect(day({ arrears: 0 })).toBe(250);
    expect(day({ due: 0, arrears: 0 })).toBeNull();
    expect(day({ paidThatDay: 250, arrears: 0 })).toBeNull();
  });

  it('offers Pay all arrears only when the arrears are more than the suggestion', () => {
    expect(allArrearsChoice(250, 250)).toBeNull();
    expect(allArrearsChoice(0, 250)).toBeNull();
    expect(allArrearsChoice(300, null)).toBe(300);
  });

  it('takes a rental’s whole price as its one period, the rate for the others', () => {
    expect(periodAmountOf({ type: 'rental', amount: 300, days: 7 })).toBe(2100);
    expect(periodAmountOf({ type: 'daily_sales', amount: 250, days: null })).toBe(250);
  });
});
