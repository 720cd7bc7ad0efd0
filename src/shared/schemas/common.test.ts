import { describe, expect, it } from 'vitest';
import { dateField, dayField, moneyField, requiredText } from './common';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('dateField', () => {
  it.each([
    '2025-02-28T10:00:00+99:00',
    '2025-02-28T10:00:00+24:00',
    '2025-02-28T10:00:00-25:00',
    '2025-02-28T10:00:00+23:60',
  ])('refuses the impossible offset of %s with a message saying so', (value) => {
    expect(messageOf(dateField('Payment date').safeParse(value))).toBe(
      'Payment date has an impossible time-zone offset: use one from -23:59 to +23:59, or leave it out',
    );
    expect(dayField('Date').safeParse(value).success).toBe(false);
  });

  it('keeps real offsets, normalised to UTC', () => {
    expect(dateField('Date').parse('2025-02-28T10:00:00+01:00')).toBe('2025-02-28T09:00:00.000Z');
    expect(dateField('Date').parse('2025-02-28T10:00:00-23:59')).toBe('2025-03-01T09:59:00.000Z');
    expect(dateField('Date').parse('2025-02-28')).toBe('2025-02-28');
  });
});

describe('requiredText', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['joiners', '\u200c\u200d'],
    ['word joiner and BOM', '\u2060\ufeff'],
    ['direction marks', '\u200e\u200f'],
    ['overrides', '\u202a\u202b\u202c\u202d\u202e'],
    ['isolates', '\u2066\u2067\u2068\u2069'],
    ['mixed with white space', ' \u200b\u00a0\t\u3000\u202e '],
  ])('refuses a name made only of %s', (_label, value) => {
    expect(messageOf(requiredText('Tenant name').safeParse(value))).toBe(
      'Tenant name must contain letters, digits or symbols, not only blank or invisible characters',
    );
  });

  it('keeps a name with invisible characters among visible ones, and emoji, verbatim', () => {
    expect(requiredText('Name').parse('Ama\u200dKwa')).toBe('Ama\u200dKwa');
    expect(requiredText('Name').parse('\u202bمرحبا\u202c')).toBe('\u202bمرحبا\u202c');
    expect(requiredText('Name').parse('🇬🇭')).toBe('🇬🇭');
  });
});

describe('moneyField', () => {
  it.each([0.001, 12.345, 0.005, '0.001', '12.345', '1,500.505', 1e-7])(
    'refuses %s, finer than the pesewa',
    (value) => {
      expect(messageOf(moneyField('Amount').safeParse(value))).toBe(
        'Amount can have at most 2 decimal places (pesewas), for example 12.34',
      );
    },
  );

  it.each([
    [1500, 1500],
    [150.5, 150.5],
    ['150.50', 150.5],
    ['1,500.50', 1500.5],
    ['12.340', 12.34],
    [0, 0],
    [0.1 + 0.2, 0.3],
    [9_999_999_999.99, 9_999_999_999.99],
  ])('keeps %s as %s', (value, expected) => {
    expect(moneyField('Amount').parse(value)).toBe(expected);
  });
});
