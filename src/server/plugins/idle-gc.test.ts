import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerIdleGc } from './idle-gc';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('idle garbage collection', () => {
  it('collects once when the server falls quiet, not while it keeps answering', async () => {
    const app = Fastify();
    let collections = 0;
    // Wide margins: a busy CI machine stretches short sleeps.
    registerIdleGc(app, () => (collections += 1), 500);
    app.get('/work', async () => ({ ok: true }));
    try {
      for (let i = 0; i < 5; i += 1) {
        await app.inject({ method: 'GET', url: '/work' });
        await sleep(20);
      }
      expect(collections).toBe(0);
      await sleep(1000);
      expect(collections).toBe(1);
      await sleep(700);
      expect(collections).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('does nothing without an exposed gc', async () => {
    const app = Fastify();
    registerIdleGc(app, undefined, 10);
    app.get('/work', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
    await app.close();
  });
});
