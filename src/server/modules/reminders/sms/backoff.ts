/**
 * Sending attempts per message before it is marked failed and shown in Settings: the first and 5
 * retries ("retried with back-off up to 5 times", docs/reminders.md §4).
 */
export const MAX_SMS_ATTEMPTS = 6;

const MINUTE = 60_000;

/**
 * The waits after the 1st, 2nd, 3rd, 4th and 5th failed attempts: 1 min, 5 min, 15 min, 1 h, 1 h,
 * roughly ×4 each time up to an hour. A short outage is bridged within minutes, a long one is not
 * hammered, and the six attempts span about 2 h 21 min, so a message queued at the reminder time is
 * settled (sent or failed) the same morning.
 */
const DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE] as const;

/**
 * How long to wait before the next attempt, given the attempts made so far (1 after the first
 * failure). Past the table the wait stays at the last step (1 h); whether to try again at all is
 * `hasAttemptsLeft`.
 */
export function nextAttemptDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError(`attempts must be a whole number from 1, not ${attempts}`);
  }
  return DELAYS_MS[Math.min(attempts, DELAYS_MS.length) - 1]!;
}

/** Whether a message that failed `attempts` times (with a retryable error) may be tried again. */
export function hasAttemptsLeft(attempts: number): boolean {
  return attempts < MAX_SMS_ATTEMPTS;
}
