import { setTimeout as sleep, setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** Waits between two batches of background work (the day's rollovers). */
export type Pace = () => Promise<void>;

/** One turn of the event loop: the pace of a read's own refresh, and of background work in tests. */
export const nextTurn: Pace = () => yieldToEventLoop();

/** The longest background work waits for a quiet moment: under constant load it still advances. */
export const MAX_WAIT_MS = 500;
const CHECK_EVERY_MS = 5;

/**
 * A pace that starts the next batch once `answering()` is 0 (no request being answered), or after
 * `maxWaitMs` (docs/decisions/106-background-work-gives-way.md).
 */
export function givingWayTo(answering: () => number, maxWaitMs = MAX_WAIT_MS): Pace {
  return async () => {
    await yieldToEventLoop();
    const until = performance.now() + maxWaitMs;
    while (answering() > 0 && performance.now() < until) await sleep(CHECK_EVERY_MS);
  };
}
