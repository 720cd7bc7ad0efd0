let last = 0;

/**
 * The current time as ISO text, strictly later than the previous call in this process: records
 * created within the same millisecond still sort newest first by `created_at`.
 */
export function monotonicNowIso(): string {
  const now = Math.max(Date.now(), last + 1);
  last = now;
  return new Date(now).toISOString();
}
