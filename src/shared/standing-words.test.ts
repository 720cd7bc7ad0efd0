import { describe, expect, it } from 'vitest';
import {
  boardRowWords,
  formatDay,
  hireIsLate,
  hireStandingWords,
  rentIsDueToday,
  rentIsLate,
  rentStandingWords,
  tenancyStandingSentence,
} from './standing-words';

const today = '2026-11-26';

describe('rent standing words', () => {
  it('says Due today (amber) while everything unpaid fell due today, In arrears (red) from the next day', () => {
    const dueToday = { standing: 'In arrears' as const, arrears: 600, daysOverdue: 0 };
    expect(rentIsLate(dueToday)).toBe(false);
    expect(rentIsDueToday(dueToday)).toBe(true);
    expect(rentStandingWords(dueToday)).toEqual({ label: 'Due today', tone: 'amber' });
    const late = { ...dueToday, daysOverdue: 1 };
    expect(rentIsLate(late)).toBe(true);
    expect(rentIsDueToday(late)).toBe(false);
    expect(rentStandingWords(late)).toEqual({ label: 'In arrears', tone: 'red' });
  });

  it('keeps the other standings and their tones', () => {
    const words = (standing: 'Settled' | 'In credit' | 'Owing') =>
      rentStandingWords({ standing, arrears: 0, daysOverdue: 0 });
    expect(words('Settled')).toEqual({ label: 'Settled', tone: 'green' });
    expect(words('In credit')).toEqual({ label: 'In credit', tone: 'blue' });
    expect(words('Owing')).toEqual({ label: 'Owing', tone: 'yellow' });
    expect(rentIsLate({ arrears: 0, daysOverdue: 0 })).toBe(false);
  });
});

describe('hire standing words', () => {
  it('says Due today while only today’s amount is unpaid, Behind once an older one is', () => {
    expect(hireStandingWords({ arrears: 0, nextDueDate: '2026-11-27' }, today)).toEqual({
      label: 'Paid up',
      tone: 'green',
    });
    expect(hireIsLate({ arrears: 250, nextDueDate: today }, today)).toBe(false);
    expect(hireStandingWords({ arrears: 250, nextDueDate: today }, today)).toEqual({
      label: 'Due today',
      tone: 'amber',
    });
    expect(hireIsLate({ arrears: 500, nextDueDate: '2026-11-25' }, today)).toBe(true);
    expect(hireStandingWords({ arrears: 500, nextDueDate: '2026-11-25' }, today)).toEqual({
      label: 'Behind',
      tone: 'red',
    });
  });

  it('reads a board row by its day: the day’s amount unpaid is due that day, more is behind', () => {
    expect(boardRowWords({ due: 250, arrears: 250 }, today, today)).toEqual({
      label: 'Due today',
      tone: 'amber',
    });
    expect(boardRowWords({ due: 250, arrears: 100 }, today, today).label).toBe('Due today');
    expect(boardRowWords({ due: 250, arrears: 500 }, today, today)).toEqual({ label: 'Behind', tone: 'red' });
    expect(boardRowWords({ due: 0, arrears: 250 }, today, today).label).toBe('Behind');
    expect(boardRowWords({ due: 250, arrears: 0 }, today, today).label).toBe('Paid up');
    // A past day's unpaid amount is late by now; a day to come's is due that day.
    expect(boardRowWords({ due: 250, arrears: 250 }, '2026-11-25', today).label).toBe('Behind');
    expect(boardRowWords({ due: 250, arrears: 250 }, '2026-11-27', today)).toEqual({
      label: 'Due that day',
      tone: 'amber',
    });
  });
});

describe('a tenancy’s standing in a sentence', () => {
  it('formats days as 17 Feb 2027', () => {
    expect(formatDay('2027-02-17')).toBe('17 Feb 2027');
    expect(formatDay('2026-09-18T00:00:00.000Z')).toBe('18 Sep 2026');
  });

  it('says a part-paid advance is paid through a later day and unpaid since its start', () => {
    // Advance from 18 Sep 2026, five of twelve months of GHC 600 paid, as of 26 Nov 2026.
    expect(
      tenancyStandingSentence(
        { billing: 'advance', arrears: 4200, daysOverdue: 69, paidThrough: '2027-02-17' },
        today,
      ),
    ).toBe('Paid through 17 Feb 2027 · GHC 4,200.00 of the advance unpaid since 18 Sep 2026');
  });

  it('says what is due today, a monthly tenancy’s arrears without "of the advance", and nothing when nothing is known', () => {
    expect(
      tenancyStandingSentence(
        { billing: 'monthly', arrears: 600, daysOverdue: 0, paidThrough: '2026-11-25' },
        today,
      ),
    ).toBe('Paid through 25 Nov 2026 · GHC 600.00 due today');
    expect(
      tenancyStandingSentence(
        { billing: 'monthly', arrears: 600, daysOverdue: 31, paidThrough: null },
        today,
      ),
    ).toBe('GHC 600.00 unpaid since 26 Oct 2026');
    expect(
      tenancyStandingSentence(
        { billing: 'advance', arrears: 0, daysOverdue: 0, paidThrough: '2027-09-17' },
        today,
      ),
    ).toBe('Paid through 17 Sep 2027');
    expect(
      tenancyStandingSentence({ billing: 'advance', arrears: 0, daysOverdue: 0, paidThrough: null }, today),
    ).toBeNull();
  });
});
