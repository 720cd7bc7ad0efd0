import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './rotation';

/** Every day at 02:00 from `from` for `days` days, plus a 'Back up now' at 15:30 every tenth day. */
function simulatedYear(from: string, days: number): string[] {
  const times: string[] = [];
  const start = Date.parse(`${from}T02:00:00.000Z`);
  for (let day = 0; day < days; day += 1) {
    times.push(new Date(start + day * 86_400_000).toISOString());
    if (day % 10 === 0) times.push(new Date(start + day * 86_400_000 + 13.5 * 3_600_000).toISOString());
  }
  return times;
}

/** Runs rotation after each backup, as the service does, and answers what is left. */
function rotateAfterEach(times: readonly string[]): string[] {
  let kept: string[] = [];
  for (const time of times) {
    kept = [...backupsToKeep([...kept, time])].sort();
  }
  return kept;
}

describe('rotation keeps the last 7 daily, 4 weekly and 12 monthly copies (docs/backups.md §1)', () => {
  it('over a simulated year, keeps exactly these copies', () => {
    // 2026-01-01 to 2026-12-31, the last backup on Thursday 2026-12-31 at 02:00.
    const kept = rotateAfterEach(simulatedYear('2026-01-01', 365));
    expect(kept).toEqual(
      [
        // Monthly: the newest of each of the 12 months (a 'Back up now' at 15:30 was the newest of
        // January's, May's and June's last days).
        '2026-01-31T15:30:00.000Z',
        '2026-02-28T02:00:00.000Z',
        '2026-03-31T02:00:00.000Z',
        '2026-04-30T02:00:00.000Z',
        '2026-05-31T15:30:00.000Z',
        '2026-06-30T15:30:00.000Z',
        '2026-07-31T02:00:00.000Z',
        '2026-08-31T02:00:00.000Z',
        '2026-09-30T02:00:00.000Z',
        '2026-10-31T02:00:00.000Z',
        '2026-11-30T02:00:00.000Z',
        // Weekly (Monday to Sunday): the newest of the weeks of 12-07 and 12-14; those of 12-21 (its
        // Sunday's 15:30 copy) and of this week (Thursday 12-31) are among the days.
        '2026-12-13T02:00:00.000Z',
        '2026-12-20T02:00:00.000Z',
        // Daily: the last 7 days, 12-27's newest being its 15:30 copy.
        '2026-12-25T02:00:00.000Z',
        '2026-12-26T02:00:00.000Z',
        '2026-12-27T15:30:00.000Z',
        '2026-12-28T02:00:00.000Z',
        '2026-12-29T02:00:00.000Z',
        '2026-12-30T02:00:00.000Z',
        '2026-12-31T02:00:00.000Z',
      ].sort(),
    );
    // 7 days, 2 more weeks (the last two are among the days), 11 more months: 20 copies.
    expect(kept).toHaveLength(20);
  });

  it('counts a day once: of several copies the newest', () => {
    const kept = backupsToKeep([
      '2026-03-02T02:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T17:45:10.000Z',
    ]);
    expect([...kept]).toEqual(['2026-03-02T17:45:10.000Z']);
  });

  it('keeps everything while there are fewer copies than the rules keep', () => {
    const times = ['2026-03-01T02:00:00.000Z', '2026-03-02T02:00:00.000Z', '2026-03-04T02:00:00.000Z'];
    expect([...backupsToKeep(times)].sort()).toEqual(times);
  });

  it('keeps a monthly copy of each of the last 12 months with backups, even with months missing between', () => {
    const times = Array.from({ length: 24 }, (_, month) => {
      const year = 2024 + Math.floor((month * 2) / 12);
      return `${year}-${String(((month * 2) % 12) + 1).padStart(2, '0')}-15T02:00:00.000Z`;
    }).filter((time) => time < '2028');
    const kept = [...backupsToKeep(times)].sort();
    expect(kept).toEqual(times.slice(-12));
  });
});
