import type { FastifyInstance } from 'fastify';

/** How long the server must be quiet, after its last answer, before it tidies its memory. */
export const IDLE_GC_AFTER_MS = 10_000;

/**
 * Once the server falls quiet after work, runs one full garbage collection, so the memory spent on
 * big lists and exports goes back to the system instead of staying with an idle process. V8's own
 * memory reducer does the same, but only when a recent major collection started it; after a busy
 * spell it often does not (decision 042). Needs Node's `--expose-gc`, which `npm start` passes;
 * without it this does nothing.
 */
export function registerIdleGc(
  app: FastifyInstance,
  gc: (() => unknown) | undefined = globalThis.gc,
  idleMs = IDLE_GC_AFTER_MS,
) {
  if (typeof gc !== 'function') return;
  // One timer, pushed back by every answer: it fires once, `idleMs` after the last one.
  const timer = setTimeout(() => gc(), idleMs).unref();
  app.addHook('onResponse', (_request, _reply, done) => {
    timer.refresh();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
}
