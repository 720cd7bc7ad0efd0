import type { FastifyInstance } from 'fastify';
import { givingWayTo, MAX_WAIT_MS, type Pace } from '../lib/pace';

/**
 * The pace of this server's background work (the day's rollovers, docs/lists.md): the next batch
 * starts once no request is being answered, or after `maxWaitMs`.
 *
 * The batches run on the thread that answers requests, and on SQLite each holds it for tens of
 * milliseconds. With only a turn of the event loop between batches, a request got one step through,
 * then waited for the next batch: a page read during the rollover waited on several of them
 * (docs/decisions/106-background-work-gives-way.md).
 */
export function registerBackgroundPace(app: FastifyInstance, maxWaitMs = MAX_WAIT_MS): Pace {
  let answering = 0;
  app.addHook('onRequest', (_request, reply, done) => {
    answering += 1;
    // 'close' comes once for every answer: sent, failed, or cut off by the client.
    reply.raw.once('close', () => {
      answering -= 1;
    });
    done();
  });
  return givingWayTo(() => answering, maxWaitMs);
}
