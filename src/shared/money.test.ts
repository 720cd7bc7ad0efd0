import { describe, expect, it } from 'vitest';
import {
  BadAmountError,
  formatCedi,
  formatGhc,
  fromPesewas,
  requirePesewas,
  sumCedis,
  tenantTotal,
  toPesewas,
} from './money';

describe('toPesewas', () => {
  it.each([
    [1500, 150000],
    ['1500', 150000],
    ['1,500.50', 150050],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['1.005', 101],
    ['2.994', 299],
    [' 12.3 ', 1230],
    [0, 0],
    [-5.5, -550],
  ])('%s → %s', (input, expected) => {
    expect(toPesewas(input)).toBe(expected);
  });

  it.each([['abc'], [''], ['1e5'], ['12.3.4'], [Number.NaN], [Number.POSITIVE_INFINITY], ['9'.repeat(30)]])(
    'refuses %s',
    (input) => {
      expect(toPesewas(input)).toBeNull();
    },
  );
});

describe('requirePesewas', () => {
  it('converts as toPesewas does', () => {
    expect(requirePesewas(1500)).toBe(150000);
    expect(requirePesewas('1,500.50')).toBe(150050);
    expect(requirePesewas(1.005)).toBe(101);
    expect(requirePesewas(0)).toBe(0);
  });

  it.each([['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY], [1e16], ['9'.repeat(30)]])(
    'throws on %s instead of losing the amount',
    (input) => {
      expect(() => requirePesewas(input)).toThrow(BadAmountError);
    },
  );

  it('makes a sum refuse a bad amount instead of counting it as 0', () => {
    expect(() => sumCedis([10, 'abc'])).toThrow(BadAmountError);
  });
});

describe('formatting', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatGhc(1234.5)).toBe('GHC 1,234.50');
    expect(formatCedi('1500')).toBe('₵1,500.00');
    expect(formatCedi(-20)).toBe('-₵20.00');
    expect(formatGhc(null)).toBe('GHC 0.00');
    expect(formatCedi(1234567.891)).toBe('₵1,234,567.89');
  });
});

describe('sums and totals', () => {
  it('adds exactly through pesewas', () => {
    expect(sumCedis([0.1, 0.2, '0.3', null])).toBe(0.6);
    expect(fromPesewas(12345)).toBe(123.45);
  });

  it('computes the tenant total as months × monthly price + utility, exact to the pesewa', () => {
    expect(tenantTotal(12, 1500, 250.5)).toBe(18250.5);
    expect(tenantTotal('3', '333.33', '0.01')).toBe(1000);
    expect(tenantTotal(1.5, 1000.01, 0)).toBe(1500.02);
    expect(tenantTotal('x', 1, 1)).toBeNaN();
  });
});
