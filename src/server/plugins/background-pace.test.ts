import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBackgroundPace } from './background-pace';

/** A server whose /slow answers after `ms`, and the pace of its background work. */
async function serverWithPace(maxWaitMs: number, ms = 300) {
  const app = Fastify();
  const pace = registerBackgroundPace(app, maxWaitMs);
  app.get('/slow', async () => {
    await sleep(ms);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, pace, port };
}

/** Milliseconds until `pace()` resolves. */
async function waited(pace: () => Promise<void>) {
  const started = performance.now();
  await pace();
  return performance.now() - started;
}

describe('background work gives way to requests', () => {
  it('goes on at once when no request is being answered', async () => {
    const { app, pace } = await serverWithPace(5000);
    try {
      expect(await waited(pace)).toBeLessThan(100);
    } finally {
      await app.close();
    }
  });

  it('waits while a request is answered, and goes on once it is', async () => {
    const { app, pace, port } = await serverWithPace(5000);
    try {
      const answer = fetch(`http://127.0.0.1:${port}/slow`);
      await sleep(50);
      const wait = waited(pace);
      await (await answer).json();
      const ms = await wait;
      expect(ms).toBeGreaterThan(150);
      expect(ms).toBeLessThan(2000);
    } finally {
      await app.close();
    }
  });

  it('stops waiting for a request whose client went away', async () => {
    const { app, pace, port } = await serverWithPace(5000, 3000);
    try {
      const request = http.get({ port, path: '/slow' });
      request.on('error', () => {});
      await sleep(100);
      const wait = waited(pace);
      request.destroy();
      // Waiting for the answer would take about 3 s; the closed connection ends it now.
      expect(await wait).toBeLessThan(1500);
    } finally {
      await app.close();
    }
  });

  it('does not wait longer than its limit under constant load', async () => {
    const { app, pace, port } = await serverWithPace(200, 2000);
    try {
      const answer = fetch(`http://127.0.0.1:${port}/slow`);
      await sleep(50);
      const ms = await waited(pace);
      expect(ms).toBeGreaterThan(150);
      expect(ms).toBeLessThan(1000);
      await answer;
    } finally {
      await app.close();
    }
  });
});
