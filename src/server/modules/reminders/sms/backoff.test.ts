import { describe, expect, it } from 'vitest';
import { hasAttemptsLeft, MAX_SMS_ATTEMPTS, nextAttemptDelayMs } from './backoff';

const MINUTE = 60_000;

describe('SMS retry back-off', () => {
  it('waits 1 min, 5 min, 15 min, then 1 h after the 1st to 4th failed attempts', () => {
    expect([1, 2, 3, 4].map(nextAttemptDelayMs)).toEqual([MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE]);
  });

  it('grows with every attempt and stays at 1 h past the table', () => {
    const delays = [1, 2, 3, 4, 5, 6, 50].map(nextAttemptDelayMs);
    for (let index = 1; index < 4; index++) expect(delays[index]!).toBeGreaterThan(delays[index - 1]!);
    expect(delays.slice(3)).toEqual([60 * MINUTE, 60 * MINUTE, 60 * MINUTE, 60 * MINUTE]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s attempts', (attempts) => {
    expect(() => nextAttemptDelayMs(attempts)).toThrow(RangeError);
  });

  it('retries up to 5 times (docs/reminders.md §4): six attempts in all, then the message is failed', () => {
    expect(MAX_SMS_ATTEMPTS).toBe(6);
    expect([1, 2, 3, 4, 5].every(hasAttemptsLeft)).toBe(true);
    expect(hasAttemptsLeft(6)).toBe(false);
    expect(hasAttemptsLeft(7)).toBe(false);
  });

  it('settles a message within about two and a half hours of its first attempt', () => {
    const waits = Array.from({ length: MAX_SMS_ATTEMPTS - 1 }, (_, index) => nextAttemptDelayMs(index + 1));
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(141 * MINUTE);
  });
});
