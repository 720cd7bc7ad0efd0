import { api } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';

// Phones on mobile data: the app's code and its big lists travel compressed.
test('the browser receives the app code brotli-compressed and the lists gzipped', async ({
  adminPage: page,
}) => {
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
  const listAnswer = page.waitForResponse((response) => response.url().endsWith(api.payments));
  await page.goto('/apartments/payment/list');
  const list = await listAnswer;
  expect(list.headers()['content-encoding']).toBe('gzip');
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();

  await expect.poll(() => scripts.length).toBeGreaterThan(0);
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
