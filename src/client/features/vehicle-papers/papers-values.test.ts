import { describe, expect, it } from 'vitest';
import { testDocument } from '../../test/papers-data';
import { expiryHint, intervalText, lastDoneText, nextDueText, papersByKind } from './papers-values';

describe('papers values', () => {
  it('says what a blank expiry becomes on this vehicle, with the date once the issue date is known', () => {
    expect(expiryHint('roadworthy', 'bus', '2026-08-31')).toBe(
      'Leave blank to work it out: 6 months after the issue date for a bus (2027-02-28).',
    );
    expect(expiryHint('roadworthy', 'luxury car', '2026-03-10')).toBe(
      'Leave blank to work it out: 12 months after the issue date for a luxury car (2027-03-10).',
    );
    expect(expiryHint('vit', 'taxi', '2026-11-02')).toBe(
      "Leave blank to work it out: the last day of the issue date's quarter, when the next sticker is due (2026-12-31).",
    );
    expect(expiryHint('vit', 'taxi', '')).toBe(
      "Leave blank to work it out: the last day of the issue date's quarter, when the next sticker is due.",
    );
    expect(expiryHint('insurance', 'taxi', '2026-03-10')).toBeNull();
  });

  it('writes intervals, last done and next due in words', () => {
    expect(intervalText({ everyKm: 5000, everyMonths: 3 })).toBe('every 5,000 km or 3 months');
    expect(intervalText({ everyKm: 10_000, everyMonths: null })).toBe('every 10,000 km');
    expect(intervalText({ everyKm: null, everyMonths: 1 })).toBe('every month');
    expect(intervalText({ everyKm: 1000, everyMonths: 1 })).toBe('every 1,000 km or 1 month');
    expect(lastDoneText({ date: '2026-01-01', km: 40_000 })).toBe('2026-01-01 at 40,000 km');
    expect(lastDoneText({ date: '2026-01-01', km: null })).toBe('2026-01-01');
    expect(nextDueText({ nextDueDate: '2026-04-01', nextDueKm: 45_000 })).toBe('2026-04-01 or 45,000 km');
    expect(nextDueText({ nextDueDate: null, nextDueKm: null })).toBe('—');
  });

  it('lists every kind: the current document’s standing, else missing or none, and the older ones', () => {
    const older = testDocument({ _id: 'old', current: false, status: 'expired' });
    const kinds = papersByKind([testDocument(), older], 'truck', '2026-03-01');
    expect(kinds.map((papers) => [papers.kind, papers.status, papers.history.length])).toEqual([
      ['roadworthy', 'missing', 0],
      ['insurance', 'valid', 1],
      ['vit', 'missing', 0],
      ['registration', 'none', 0],
      ['permit', 'none', 0],
      ['other', 'none', 0],
    ]);
  });
});
