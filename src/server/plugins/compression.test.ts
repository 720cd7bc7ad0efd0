import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, negotiateEncoding, registerCompression } from './compression';

const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Tenant ${i}` })));

async function testApp() {
  const app = Fastify();
  registerCompression(app);
  app.get('/big', async () => JSON.parse(big));
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', (_request, reply) => reply.type('text/csv').send('a,b\n'.repeat(1000)));
  app.get('/stream', (_request, reply) =>
    reply.type('application/json').send(Readable.from(['[', big.slice(1, -1), ']'])),
  );
  app.get('/xlsx', (_request, reply) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(Buffer.alloc(5000, 1)),
  );
  app.get('/encoded', (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'gzip').send(Buffer.alloc(5000, 2)),
  );
  return app;
}

describe('compressed answers', () => {
  it('compresses JSON and text over 1 KB as the client accepts, and says Vary', async () => {
    const app = await testApp();
    const get = (url: string, encoding?: string) =>
      app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    expect(big.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const gzip = await get('/big', 'gzip, deflate, br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(big.length / 3);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big);

    const br = await get('/big', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    expect((await get('/big', 'gzip;q=0.5, br;q=1')).headers['content-encoding']).toBe('br');

    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(big);

    const small = await get('/small', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const text = await get('/text', 'gzip');
    expect(text.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(text.rawPayload).toString()).toBe('a,b\n'.repeat(1000));
    await app.close();
  });

  it('compresses a streamed answer as it is written', async () => {
    const app = await testApp();
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const answer = await app.inject({ url: '/stream', headers: { 'accept-encoding': encoding } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-length']).toBeUndefined();
      expect(decode(answer.rawPayload).toString()).toBe(big);
    }
    await app.close();
  });

  it('sends already-compressed formats and encoded answers as they are', async () => {
    const app = await testApp();
    const xlsx = await app.inject({ url: '/xlsx', headers: { 'accept-encoding': 'gzip, br' } });
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.equals(Buffer.alloc(5000, 1))).toBe(true);
    const encoded = await app.inject({ url: '/encoded', headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.rawPayload.equals(Buffer.alloc(5000, 2))).toBe(true);
    await app.close();
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br', 'br'],
    ['*', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['gzip;q=0.000, identity', null],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    [undefined, null],
    ['', null],
  ])('%s: %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
