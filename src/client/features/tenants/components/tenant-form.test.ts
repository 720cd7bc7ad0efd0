import { describe, expect, it } from 'vitest';
import { computedTotal } from './tenant-form';

describe('computedTotal', () => {
  it('is months × monthly price + utility, exact to 2 decimals, with no truncation', () => {
    expect(computedTotal('3', '333.33', '0.01')).toBe('1000.00');
    expect(computedTotal('3', '99.99', '150.5')).toBe('450.47');
    expect(computedTotal(12, '1,250.50', 100)).toBe('15106.00');
    expect(computedTotal('1', '0.1', '0.2')).toBe('0.30');
  });

  it('waits for months and price; a blank utility counts as 0', () => {
    expect(computedTotal('', '100', '5')).toBe('');
    expect(computedTotal('2', ' ', '5')).toBe('');
    expect(computedTotal('2', 'abc', '5')).toBe('');
    expect(computedTotal('2', '100', '')).toBe('200.00');
  });
});
