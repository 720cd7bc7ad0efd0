import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { E2E } from '../env';
import { expect, test } from '../fixtures';

// Section 1 of docs/offline.md: the app installs, and its shell opens without a network
// (docs/decisions/142-installable-app-shell.md). Every other spec blocks service workers.
test.use({ serviceWorkers: 'allow' });

/** The service worker script of the build the E2E server serves. */
const SW_FILE = path.join(E2E.dist, 'client', 'sw.js');

/** Width and height a PNG's header gives. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function manifestOf(page: Page) {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  return { href: href as string, response: await page.request.get(href as string) };
}

/** Waits until the page's service worker runs and controls the page, then says which it is. */
async function serviceWorkerOf(page: Page) {
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { state: registration.active?.state, url: registration.active?.scriptURL };
  });
  expect(active.url).toMatch(/\/sw\.js$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)))
    .toBe('activated');
  // The first visit is not controlled (the worker waits for a reload: register type 'prompt').
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL the page's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/**
 * Runs `steps` with the network off. The browser reports every request it could not send as a
 * console error; those are expected here, anything else fails the test as the fixture's page does.
 */
async function offline(page: Page, steps: () => Promise<void>) {
  const errors: string[] = [];
  page.removeAllListeners('console');
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|status of 4\d\d/.test(message.text()))
      errors.push(message.text());
  });
  await page.context().setOffline(true);
  try {
    await steps();
  } finally {
    await page.context().setOffline(false);
  }
  expect(errors, 'console errors on the page offline').toEqual([]);
}

/** Headers of a file as the server sends it. */
const headersOf = async (request: APIRequestContext, url: string) => (await request.get(url)).headers();

test('the manifest is linked and makes the app installable: standalone from /home, icons that load', async ({
  page,
}) => {
  const { response } = await manifestOf(page);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Property Tracking System',
    short_name: 'Properties',
    start_url: '/home',
    display: 'standalone',
    theme_color: '#1d4ed8',
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  const loaded = [];
  for (const icon of icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
    loaded.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(loaded).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  // Chromium's own verdict: what keeps it from offering "Install app", and what it made of the
  // manifest (nothing and nothing wrong).
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are private windows, where Chrome never installs: that is the only objection.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

test("a new build is fetched in the background and waits for 'Reload'", async ({ page }) => {
  await page.goto('/');
  await serviceWorkerOf(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // The next build, as the browser sees it: a service worker script that differs by a byte. The
  // server reads the file on each request; `page.route` never sees a service worker's own script.
  // Only this folder's specs let a service worker run, so no other spec meets the changed file.
  const original = fs.readFileSync(SW_FILE, 'utf8');
  fs.writeFileSync(SW_FILE, `${original}\n// the next build\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.update()));
    const toast = page.locator('.Toastify__toast', { hasText: 'A new version is ready' });
    await expect(toast).toBeVisible();
    // Until the user says so, the page keeps the worker, and the files, it opened with.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state)),
    ).toBe('installed');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);

    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
  } finally {
    fs.writeFileSync(SW_FILE, original);
  }
  await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
  await expect(page.locator('.Toastify__toast', { hasText: 'A new version is ready' })).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => [Boolean(r?.waiting), r?.active?.state]),
    ),
  ).toEqual([false, 'activated']);
});

test('the service worker and the manifest are revalidated, built assets kept for a year', async ({
  page,
}) => {
  const { href } = await manifestOf(page);
  expect((await headersOf(page.request, href))['cache-control']).toBe('no-cache');
  expect((await headersOf(page.request, '/sw.js'))['cache-control']).toBe('no-cache');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect((await headersOf(page.request, script as string))['cache-control']).toContain('immutable');
});

test('signed out, the login screen opens with no network', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
  await serviceWorkerOf(page);

  await offline(page, async () => {
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(page.url()).not.toContain('chrome-error');
  });
});

test('signed in, /home opens from the service worker offline, and /api is never answered from a cache', async ({
  adminPage: page,
}) => {
  await page.goto('/home');
  await serviceWorkerOf(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // The precache holds this build's shell and nothing of the API.
  const cached = await cachedUrls(page);
  expect(cached).toContain('/index.html');
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.css'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

  await offline(page, async () => {
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(page.url()).toMatch(/\/home$/);
    // The app's own page, not the browser's: the shell from the service worker, the signed-in
    // user's saved answers from IndexedDB (docs/decisions/144-reading-offline.md).
    await expect(page.getByRole('status').filter({ hasText: 'Offline — showing saved data' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeVisible();
    const offlineApi = await page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        ),
      api.profile,
    );
    expect(offlineApi).toBe('failed');
  });
  expect((await cachedUrls(page)).filter((url) => url.startsWith('/api'))).toEqual([]);
});

test('a page opened at /api or at a file is the server’s answer, never the app’s page', async ({ page }) => {
  await page.goto('/');
  await serviceWorkerOf(page);

  const health = await page.goto(api.health);
  expect(health?.fromServiceWorker()).toBe(false);
  expect(health?.headers()['content-type']).toContain('application/json');

  const missingFile = await page.goto('/exports/missing.pdf');
  expect(missingFile?.fromServiceWorker()).toBe(false);
  expect(missingFile?.status()).toBe(404);

  // A screen of the app still comes from the service worker.
  const screen = await page.goto('/home');
  expect(screen?.fromServiceWorker()).toBe(true);
});

test('a statement link opened where the app is installed is the server’s light page, not the app’s', async ({
  page,
}) => {
  await page.goto('/');
  await serviceWorkerOf(page);

  // docs/decisions/157-public-pages-served-apart.md: never the app's shell, never in its cache.
  const statement = await page.goto(routes.statement('no-such-link'));
  expect(statement?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  const checkout = await page.goto(routes.testCheckout('no-such-payment'));
  expect(checkout?.fromServiceWorker()).toBe(false);
  expect((await cachedUrls(page)).filter((url) => /statement/.test(url))).toEqual([]);
});
