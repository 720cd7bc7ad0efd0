import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import { createPayment, createTenant } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { createContract, serverToday } from '../vehicles/helpers';

// Phones on mobile data: the app's code and its big lists travel compressed.
test('the browser receives the app code brotli-compressed and the lists gzipped', async ({
  adminPage: page,
}) => {
  // A list over 1 KB: smaller answers go as they are (the encoding would cost more than it saves).
  const tenant = await createTenant(page.request);
  for (const day of ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01']) {
    await createPayment(page.request, tenant._id, { Date: day });
  }
  const scripts: { url: string; encoding: string | undefined; bodySize: number; size: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('.js')) return;
    const response = await request.response();
    const { responseBodySize } = await request.sizes();
    scripts.push({
      url: request.url(),
      encoding: response?.headers()['content-encoding'],
      bodySize: responseBodySize,
      size: (await response?.body())?.length ?? 0,
    });
  });
  // The screen asks for its page (`?page=1&pageSize=8…`, docs/lists.md).
  const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === api.payments);
  await page.goto('/apartments/payment/list');
  const list = await listAnswer;
  expect(list.headers()['content-encoding']).toBe('gzip');
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();

  // The app's first bundle (well over 50 KB) is in: small chunks may finish first, and those under
  // the precompression threshold go as they are.
  await expect.poll(() => Math.max(0, ...scripts.map((script) => script.size))).toBeGreaterThan(50_000);
  const largest = scripts.reduce((a, b) => (b.size > a.size ? b : a));
  expect(largest.encoding).toBe('br');
  // What crossed the network is a fraction of the code the browser ran.
  expect(largest.bodySize).toBeLessThan(largest.size / 2);
});

test('each encoding of a built file decodes to the same file, and a client without one gets it plain', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const raw = (encoding: string) =>
    fetch(`${baseURL}${script}`, { headers: { 'accept-encoding': encoding } }).then(async (response) => ({
      encoding: response.headers.get('content-encoding'),
      vary: response.headers.get('vary'),
      // fetch decodes what it receives, so this is the code the encoded file carries.
      body: Buffer.from(await response.arrayBuffer()),
    }));
  const plain = await raw('identity');
  expect(plain.encoding).toBeNull();
  expect(plain.vary).toMatch(/accept-encoding/i);
  for (const encoding of ['br', 'gzip']) {
    const answer = await raw(encoding);
    expect(answer.encoding).toBe(encoding);
    expect(answer.body.equals(plain.body)).toBe(true);
  }
});

/** The answer's bytes as they crossed the network, undecoded. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

test("the day's board travels compressed, and decodes to the plain board", async ({
  adminPage: page,
  baseURL,
}) => {
  const today = serverToday();
  for (let i = 0; i < 3; i += 1) {
    await createContract(page.request, 'daily_sales', {
      startDate: addDays(today, -3),
      workingDays: [1, 2, 3, 4, 5, 6, 7],
    });
  }
  const board = page.waitForResponse((response) => response.url().includes(api.hireToday));
  await page.goto(routes.remittances);
  const answer = await board;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-encoding']).toBe('gzip');

  const cookie = (await page.context().cookies()).map((each) => `${each.name}=${each.value}`).join('; ');
  const url = `${baseURL}${api.hireToday}?date=${today}`;
  const plain = await rawGet(url, { cookie, 'accept-encoding': 'identity' });
  expect(plain.encoding).toBeUndefined();
  expect(plain.vary).toMatch(/accept-encoding/i);
  expect(plain.body.length).toBeGreaterThan(1024);
  const gzip = await rawGet(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
  const brotli = await rawGet(url, { cookie, 'accept-encoding': 'br' });
  expect(brotli.encoding).toBe('br');
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
});
