import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';
import { routes } from '../../src/shared/paths';
import type { BenchContext, BenchRow } from '../harness';
import { median } from '../harness';
import { dashboardFigures, firstCard } from './slow-network';

const SUITE = 'mobile data';

/** Chromium's network emulation (CDP Network.emulateNetworkConditions), docs/offline.md §4. */
interface Network {
  name: string;
  latency: number;
  /** Bytes per second. */
  downloadThroughput: number;
  uploadThroughput: number;
}

/** 3G: 1.6 Mbps down, 768 kbps up, 300 ms round trips. */
const THREE_G: Network = {
  name: '3G',
  latency: 300,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 768_000 / 8,
};

/**
 * Slow 3G: 400 kbps down, 400 ms round trips; up as fast as down, 400 kbps, as Chrome DevTools' own
 * 'Slow 3G' has it (its uploads here are a few small requests, so the up rate hardly shows).
 */
const SLOW_3G: Network = {
  name: 'slow 3G',
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

const PHONE = { width: 375, height: 740 };
const RUNS = 3;

interface Screen {
  name: string;
  url: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<unknown>;
  /** Milliseconds allowed for a first visit over 3G. */
  firstVisitMax: number;
  /** Milliseconds allowed for a return visit over 3G (signed-in screens). */
  returnVisitMax?: number;
}

/** The login form is drawn: its 'Sign In' button has a size (checked on every frame). */
const signInButton = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'Sign In' && button.getBoundingClientRect().height > 0,
      ),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );

const SCREENS: Screen[] = [
  { name: 'login screen', url: '/', signedIn: false, ready: signInButton, firstVisitMax: 1500 },
  {
    name: 'apartment dashboard',
    url: routes.apartmentsDashboard,
    signedIn: true,
    ready: dashboardFigures,
    firstVisitMax: 2000,
    returnVisitMax: 800,
  },
  {
    name: 'payments list',
    url: routes.payments,
    signedIn: true,
    ready: firstCard,
    firstVisitMax: 2000,
    returnVisitMax: 800,
  },
];

/** Every network's first visits, slow 3G included, are held to this. */
const SLOW_3G_MAX = 3500;

async function emulate(cdp: CDPSession, network: Network | 'online') {
  await cdp.send(
    'Network.emulateNetworkConditions',
    network === 'online'
      ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
      : {
          offline: false,
          latency: network.latency,
          downloadThroughput: network.downloadThroughput,
          uploadThroughput: network.uploadThroughput,
        },
  );
}

/** A fresh phone-sized browser context (no cache, no saved data), its service worker allowed. */
async function phonePage(ctx: BenchContext, signedIn: boolean) {
  const options = { viewport: PHONE, serviceWorkers: 'allow' } as const;
  const context = signedIn
    ? await ctx.signedInContext(options)
    : await ctx.browser.newContext({ ...options, baseURL: ctx.baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

interface FirstVisit {
  ms: number;
  /** Bytes the page's requests took off the network until the screen was ready. */
  bytes: number;
  /** The scripts it requested meanwhile. */
  scripts: string[];
}

/**
 * A first visit: a browser context of its own each run (no HTTP cache, no saved data, no service
 * worker yet), milliseconds from navigation until `screen.ready` (median of {@link RUNS}).
 */
async function firstVisit(ctx: BenchContext, screen: Screen, network: Network) {
  const runs: FirstVisit[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { context, page, cdp } = await phonePage(ctx, screen.signedIn);
    let bytes = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      bytes += encodedDataLength;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await emulate(cdp, network);
    const start = performance.now();
    await page.goto(screen.url, { waitUntil: 'commit' });
    await screen.ready(page);
    runs.push({ ms: performance.now() - start, bytes, scripts: [...scripts] });
    await context.close();
  }
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor(sorted.length / 2)] as FirstVisit;
}

/** Waits until the page's service worker is active (its shell copied). */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });

/** Navigates away and back: the new document is the service worker's (it does not claim open pages). */
async function openControlled(page: Page, screen: Screen) {
  await page.goto('about:blank');
  await page.goto(screen.url, { waitUntil: 'commit' });
  await screen.ready(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    throw new Error(`${screen.name}: the service worker does not control the page`);
  }
}

/**
 * A return visit: one visit first (the service worker installs and copies the shell), then
 * milliseconds from navigation until `screen.ready` with the page's shell served by the worker
 * (median of {@link RUNS}), and the bytes the worker fetched to copy the shell. With `savedData`
 * false the browser's saved answers are emptied before each run, so the screen's data comes over the
 * network too; with it true the screen shows the saved answers first, as the app does.
 */
async function returnVisit(ctx: BenchContext, screen: Screen, network: Network, savedData: boolean) {
  const { context, page, cdp } = await phonePage(ctx, true);
  const copied: Promise<number>[] = [];
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    copied.push(
      request.sizes().then(
        (size) => size.responseBodySize + size.responseHeadersSize,
        () => 0,
      ),
    );
  });
  await page.goto(screen.url);
  await screen.ready(page);
  await workerActive(page);
  const shellBytes = (await Promise.all(copied)).reduce((sum, bytes) => sum + bytes, 0);
  await openControlled(page, screen);
  await emulate(cdp, network);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto('about:blank');
    if (!savedData) {
      await cdp.send('Storage.clearDataForOrigin', { origin: ctx.baseURL, storageTypes: 'indexeddb' });
    }
    const start = performance.now();
    await page.goto(screen.url, { waitUntil: 'commit' });
    await screen.ready(page);
    times.push(performance.now() - start);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error(`${screen.name}: a return visit not served by the service worker`);
    }
  }
  await context.close();
  return { ms: median(times), shellBytes };
}

/** Whether the browser's saved data (lib/offline/store.ts) holds the first page of the payments list. */
const paymentsSaved = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('property-manager-saved', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('saved');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('saved', 'readonly').objectStore('saved').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as unknown[]).some(
                (value) =>
                  typeof (value as { json?: unknown }).json === 'string' &&
                  (value as { json: string }).json.includes('"payments","page"'),
              ),
            );
          };
          all.onerror = () => resolve(false);
        };
      }),
  );

/**
 * Offline start: the payments list seen once online (saved, service worker installed), then the
 * network cut and the app opened again: milliseconds until the saved list's first card shows.
 */
async function offlineStart(ctx: BenchContext, screen: Screen) {
  const { context, page } = await phonePage(ctx, true);
  await page.goto(screen.url);
  await screen.ready(page);
  await workerActive(page);
  // The saved data is written about a second after the answers come (lib/offline/saved-data.ts).
  const until = Date.now() + 30_000;
  while (!(await paymentsSaved(page))) {
    if (Date.now() > until) throw new Error('the payments list was not saved within 30 s');
    await page.waitForTimeout(250);
  }
  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto('about:blank');
    const start = performance.now();
    await page.goto(screen.url, { waitUntil: 'commit' });
    await screen.ready(page);
    times.push(performance.now() - start);
  }
  await context.close();
  return median(times);
}

/** Gzipped size (level 9) of the built scripts at these addresses, in KB. */
function scriptsGzipKb(distDir: string, urls: string[]): number {
  let bytes = 0;
  for (const pathname of new Set(urls.map((url) => new URL(url).pathname))) {
    bytes += gzipSync(fs.readFileSync(path.join(distDir, 'client', pathname)), { level: 9 }).length;
  }
  return bytes / 1024;
}

/**
 * docs/offline.md §4: the login screen, the apartment dashboard and the payments list on a 375 px
 * phone over emulated 3G and slow 3G, first and return visits, the offline start to the saved
 * payments list, the bytes of each first visit and the login screen's JavaScript.
 */
export default async function mobileData(ctx: BenchContext): Promise<BenchRow[]> {
  const out: BenchRow[] = [];
  const bytesRows: BenchRow[] = [];
  for (const network of [THREE_G, SLOW_3G]) {
    for (const screen of SCREENS) {
      const visit = await firstVisit(ctx, screen, network);
      out.push({
        suite: SUITE,
        metric: `${screen.name} over ${network.name} at 375 px (first visit)`,
        value: visit.ms,
        unit: 'ms',
        target: { max: network === THREE_G ? screen.firstVisitMax : SLOW_3G_MAX },
      });
      if (network !== THREE_G) continue;
      bytesRows.push({
        suite: SUITE,
        metric: `${screen.name}: bytes a first visit transfers until shown`,
        value: visit.bytes / 1024,
        unit: 'KB',
      });
      if (!screen.signedIn) {
        bytesRows.push({
          suite: SUITE,
          metric: 'login screen JavaScript (gzip of the scripts it loads)',
          value: scriptsGzipKb(ctx.distDir, visit.scripts),
          unit: 'KB',
          target: { max: 120 },
        });
      }
    }
  }
  let shellBytes = 0;
  for (const screen of SCREENS) {
    if (screen.returnVisitMax === undefined) continue;
    for (const savedData of [true, false]) {
      const visit = await returnVisit(ctx, screen, THREE_G, savedData);
      shellBytes = visit.shellBytes;
      out.push({
        suite: SUITE,
        metric: `${screen.name} over 3G at 375 px (return visit, shell from the service worker${savedData ? '' : ', no saved data'})`,
        value: visit.ms,
        unit: 'ms',
        target: { max: screen.returnVisitMax },
      });
    }
  }
  const payments = SCREENS.find((screen) => screen.url === routes.payments) as Screen;
  out.push({
    suite: SUITE,
    metric: 'offline start to the saved payments list (first card)',
    value: await offlineStart(ctx, payments),
    unit: 'ms',
    target: { max: 1000 },
  });
  out.push(...bytesRows, {
    suite: SUITE,
    metric: "then in the background: the service worker's copy of the shell",
    value: shellBytes / 1024,
    unit: 'KB',
  });
  return out;
}
