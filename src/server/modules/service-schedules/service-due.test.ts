import { describe, expect, it } from 'vitest';
import { type CompletedJob, type KmReading, type ServiceTerms, serviceDue } from './service-due';
import { OIL_CHANGE } from './test-data';

/*
 * Fixtures for the service engine of docs/reminders.md §2. Every expected value is worked out by hand
 * beside it. Calendar facts used: 2026 has 365 days, 2028 is a leap year (2028-02-29 exists),
 * 2029 is not; 2026-01-31 + 1 month clamps to 2026-02-28; 2026-01-01 → 2026-04-01 is 90 days.
 */

/** `OIL_CHANGE`: "Oil change every 5,000 km or 3 months", started on 2026-01-01 at 40,000 km. */
const oilChange = (overrides: Partial<ServiceTerms> = {}): ServiceTerms => ({ ...OIL_CHANGE, ...overrides });
const byTime = (overrides: Partial<ServiceTerms> = {}) => oilChange({ everyKm: null, ...overrides });
const byKm = (overrides: Partial<ServiceTerms> = {}) => oilChange({ everyMonths: null, ...overrides });

const job = (date: string, issues: string[], km: number | null = null): CompletedJob => ({
  date,
  km,
  issues,
});
const read = (date: string, km: number): KmReading => ({ date, km });

describe('the time interval', () => {
  it('is due on the day the interval ends, and after it', () => {
    // 2026-01-01 + 3 months = 2026-04-01.
    expect(serviceDue(byTime(), [], [], '2026-04-01')).toMatchObject({
      lastDone: { date: '2026-01-01', km: 40_000 },
      nextDueDate: '2026-04-01',
      nextDueKm: null,
      status: 'due',
    });
    expect(serviceDue(byTime(), [], [], '2026-06-30').status).toBe('due');
  });

  it('is soon within the last 10 % of the interval’s days, the boundary included', () => {
    // 90 days from 2026-01-01 to 2026-04-01: soon when 9 days or fewer are left (9 × 10 ≤ 90).
    expect(serviceDue(byTime(), [], [], '2026-03-23').status).toBe('soon'); // 9 days left
    expect(serviceDue(byTime(), [], [], '2026-03-22').status).toBe('ok'); // 10 days left
    expect(serviceDue(byTime(), [], [], '2026-03-31').status).toBe('soon'); // 1 day left
  });

  it('counts months to the month’s end: 31 January + 1 month is 28 February', () => {
    const terms = byTime({ everyMonths: 1, startDate: '2026-01-31' });
    // 2026-01-31 → 2026-02-28: 28 days; soon with 2 days left (2 × 10 ≤ 28), not with 3.
    expect(serviceDue(terms, [], [], '2026-02-28')).toMatchObject({
      nextDueDate: '2026-02-28',
      status: 'due',
    });
    expect(serviceDue(terms, [], [], '2026-02-26').status).toBe('soon');
    expect(serviceDue(terms, [], [], '2026-02-25').status).toBe('ok');
  });

  it('takes a leap day across years: 2028-02-29 + 12 months is 2029-02-28', () => {
    const terms = byTime({ everyMonths: 12, startDate: '2028-02-29' });
    expect(serviceDue(terms, [], [], '2029-02-27')).toMatchObject({
      nextDueDate: '2029-02-28',
      status: 'soon',
    });
    expect(serviceDue(terms, [], [], '2029-02-28').status).toBe('due');
    // 365 days in that year: soon from 36 days before (36 × 10 ≤ 365 < 37 × 10).
    expect(serviceDue(terms, [], [], '2029-01-23').status).toBe('soon'); // 36 days left
    expect(serviceDue(terms, [], [], '2029-01-22').status).toBe('ok'); // 37 days left
  });

  it('is ok while a schedule has not started yet', () => {
    expect(serviceDue(byTime({ startDate: '2026-05-01' }), [], [], '2026-01-01')).toMatchObject({
      nextDueDate: '2026-08-01',
      status: 'ok',
    });
  });
});

describe('the distance interval', () => {
  it('is due once the current reading reaches start + every km', () => {
    const readings = [read('2026-01-10', 41_000), read('2026-02-01', 45_000)];
    expect(serviceDue(byKm(), [], readings, '2026-02-02')).toMatchObject({
      currentKm: 45_000,
      nextDueKm: 45_000,
      nextDueDate: null,
      status: 'due',
    });
  });

  it('is soon within the last 500 km of 5,000, the boundary included', () => {
    expect(serviceDue(byKm(), [], [read('2026-02-01', 44_500)], '2026-02-02').status).toBe('soon');
    expect(serviceDue(byKm(), [], [read('2026-02-01', 44_499)], '2026-02-02').status).toBe('ok');
    expect(serviceDue(byKm(), [], [read('2026-02-01', 44_999)], '2026-02-02').status).toBe('soon');
  });

  it('reads the current km as of today: a reading dated later does not count yet', () => {
    const readings = [read('2026-02-01', 42_000), read('2026-03-01', 46_000)];
    expect(serviceDue(byKm(), [], readings, '2026-02-15')).toMatchObject({ currentKm: 42_000, status: 'ok' });
    expect(serviceDue(byKm(), [], readings, '2026-03-01')).toMatchObject({
      currentKm: 46_000,
      status: 'due',
    });
  });

  it('is ok without any reading, and the latest day’s highest reading is the current one', () => {
    expect(serviceDue(byKm(), [], [], '2026-06-01')).toMatchObject({ currentKm: null, status: 'ok' });
    const sameDay = [read('2026-02-01', 44_600), read('2026-02-01', 43_000)];
    expect(serviceDue(byKm(), [], sameDay, '2026-02-02')).toMatchObject({
      currentKm: 44_600,
      status: 'soon',
    });
  });
});

describe('both intervals', () => {
  it('is due when either is reached, whichever comes first', () => {
    // Time: due 2026-04-01. Distance: due at 45,000.
    expect(serviceDue(oilChange(), [], [read('2026-02-01', 45_100)], '2026-02-02').status).toBe('due');
    expect(serviceDue(oilChange(), [], [read('2026-02-01', 41_000)], '2026-04-01').status).toBe('due');
    expect(serviceDue(oilChange(), [], [read('2026-02-01', 41_000)], '2026-02-02')).toMatchObject({
      nextDueDate: '2026-04-01',
      nextDueKm: 45_000,
      status: 'ok',
    });
  });

  it('is soon when either is within its last 10 %, unless the other is due', () => {
    expect(serviceDue(oilChange(), [], [read('2026-02-01', 44_600)], '2026-02-02').status).toBe('soon');
    expect(serviceDue(oilChange(), [], [read('2026-02-01', 41_000)], '2026-03-25').status).toBe('soon');
    expect(serviceDue(oilChange(), [], [read('2026-03-20', 45_000)], '2026-03-25').status).toBe('due');
  });
});

describe('last done', () => {
  it('is the latest completed job naming the task, case-insensitive, at the reading it carries', () => {
    const jobs = [
      job('2026-02-10', ['Brake pads', 'OIL CHANGE and filter'], 42_000),
      job('2026-01-20', ['Oil change'], 41_000),
      job('2026-03-01', ['Engine oil and filter change'], 43_000),
    ];
    expect(serviceDue(oilChange(), jobs, [], '2026-03-05')).toMatchObject({
      lastDone: { date: '2026-02-10', km: 42_000 },
      nextDueDate: '2026-05-10',
      nextDueKm: 47_000,
    });
  });

  it('resets the schedule: a job done today makes a due schedule ok', () => {
    const readings = [read('2026-04-02', 45_500)];
    expect(serviceDue(oilChange(), [], readings, '2026-04-02').status).toBe('due');
    const done = [job('2026-04-02', ['Oil change'], 45_500)];
    expect(serviceDue(oilChange(), done, readings, '2026-04-02')).toMatchObject({
      lastDone: { date: '2026-04-02', km: 45_500 },
      nextDueDate: '2026-07-02',
      nextDueKm: 50_500,
      status: 'ok',
    });
  });

  it('takes the latest reading on or before the job’s day when the job carries none', () => {
    const readings = [read('2026-01-15', 41_500), read('2026-02-10', 42_200), read('2026-02-20', 43_000)];
    expect(
      serviceDue(oilChange(), [job('2026-02-10', ['Oil change'])], readings, '2026-02-21'),
    ).toMatchObject({
      lastDone: { date: '2026-02-10', km: 42_200 },
      nextDueKm: 47_200,
      currentKm: 43_000,
    });
    // No reading on or before it: the km when last done is unknown, and only time counts.
    expect(
      serviceDue(oilChange(), [job('2026-01-10', ['Oil change'])], readings, '2026-02-21'),
    ).toMatchObject({
      lastDone: { date: '2026-01-10', km: null },
      nextDueKm: null,
      nextDueDate: '2026-04-10',
      status: 'ok',
    });
  });

  it('is the schedule’s start without such a job; a job dated after today does not count yet', () => {
    const future = [job('2026-06-01', ['Oil change'], 50_000)];
    expect(serviceDue(oilChange(), future, [], '2026-02-01').lastDone).toEqual({
      date: '2026-01-01',
      km: 40_000,
    });
    expect(serviceDue(oilChange(), [job('2026-01-15', ['Tyres'])], [], '2026-02-01').lastDone.date).toBe(
      '2026-01-01',
    );
  });

  it('counts a job before the schedule’s start too: it is the latest time the task was done', () => {
    const jobs = [job('2025-12-01', ['Oil change'], 39_000)];
    expect(serviceDue(oilChange(), jobs, [], '2026-02-25')).toMatchObject({
      lastDone: { date: '2025-12-01', km: 39_000 },
      nextDueDate: '2026-03-01',
      status: 'soon',
    });
  });
});
