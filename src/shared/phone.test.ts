import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('phones', () => {
  it.each([
    ['024 111 2233', '+233241112233'],
    ['0241112233', '+233241112233'],
    ['+233 24 111 2233', '+233241112233'],
    ['+233 20 123 4567', '+233201234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each([['12'], ['abc'], [''], ['024 111']])('refuses %s', (input) => {
    expect(toE164(input)).toBeNull();
  });

  it('shows a stored number in international format', () => {
    expect(formatPhone('+233241112233')).toBe('+233 24 111 2233');
    expect(formatPhone('')).toBe('');
  });
});
