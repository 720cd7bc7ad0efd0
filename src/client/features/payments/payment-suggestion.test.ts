import { describe, expect, it } from 'vitest';
import { creditAfter, settlesBalance, suggestedAmount } from './payment-suggestion';

describe('the Add Payment suggestion (docs/ledger.md §3)', () => {
  it('suggests the arrears first, else the balance when owed, else nothing', () => {
    expect(suggestedAmount({ balance: 3000, arrears: 1500 })).toBe('1500.00');
    expect(suggestedAmount({ balance: 2500.5, arrears: 0 })).toBe('2500.50');
    expect(suggestedAmount({ balance: 0, arrears: 0 })).toBe('');
    expect(suggestedAmount({ balance: -200, arrears: 0 })).toBe('');
  });

  it('settles when the amount reaches the balance, to the pesewa', () => {
    expect(settlesBalance('1500', 1500)).toBe(true);
    expect(settlesBalance('1,500.01', 1500)).toBe(true);
    expect(settlesBalance('1499.99', 1500)).toBe(false);
    expect(settlesBalance('10', -50)).toBe(true);
    expect(settlesBalance('', 1500)).toBeNull();
    expect(settlesBalance('abc', 1500)).toBeNull();
  });

  it('tells the credit an amount above the balance leaves', () => {
    expect(creditAfter('1600.10', 1500)).toBe(100.1);
    expect(creditAfter('0.3', 0.1)).toBe(0.2);
    expect(creditAfter('100', -50)).toBe(150);
    expect(creditAfter('1500', 1500)).toBeNull();
    expect(creditAfter('', 1500)).toBeNull();
  });
});
