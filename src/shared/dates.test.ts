import { describe, expect, it } from 'vitest';
import { isIsoDate, toDay, today } from './dates';

describe('dates', () => {
  it.each([
    '2026-11-22',
    '2024-02-29',
    '2026-11-22T10:30:00.000Z',
    '2026-11-22T10:30:00+00:00',
    '2026-11-22T10:30',
  ])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '22/11/2026',
    'tomorrow',
    '',
    '2026-11-22T25:00:00Z',
    '0001-01-01',
  ])('refuses %s', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('shows the first 10 characters', () => {
    expect(toDay('2026-11-22T23:59:59.000Z')).toBe('2026-11-22');
    expect(toDay(undefined)).toBe('');
  });

  it('knows today in Accra', () => {
    expect(today('Africa/Accra', new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });
});
