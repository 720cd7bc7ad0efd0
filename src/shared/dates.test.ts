import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, daysBetween, isIsoDate, isoDateProblem, toDay, today } from './dates';

describe('dates', () => {
  it.each([
    '2026-11-22',
    '2024-02-29',
    '2026-11-22T10:30:00.000Z',
    '2026-11-22T10:30:00+00:00',
    '2026-11-22T10:30',
    '2026-11-22T10:30:00+23:59',
    '2026-11-22T10:30:00-0100',
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

  it.each([
    '2025-02-28T10:00:00+99:00',
    '2025-02-28T10:00:00+24:00',
    '2025-02-28T10:00:00-25:00',
    '2025-02-28T10:00:00+23:60',
    '2025-02-28T10:00:00+2400',
  ])('names the impossible offset of %s', (value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(isoDateProblem(value)).toBe('offset');
    expect(isoDateProblem('2025-02-30T10:00:00+24:00')).toBe('date');
  });

  it('shows the first 10 characters', () => {
    expect(toDay('2026-11-22T23:59:59.000Z')).toBe('2026-11-22');
    expect(toDay(undefined)).toBe('');
  });

  it('knows today in Accra', () => {
    expect(today('Africa/Accra', new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-01-10', 1, '2026-02-10'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-31T00:00:00.000Z', 1, '2026-06-30'],
  ])('%s + %i months is %s', (day, months, expected) => {
    expect(addMonthsClamped(day, months)).toBe(expected);
  });

  it('adds days across month and year ends and counts days between', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-01-10', '2026-02-09')).toBe(30);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
});
