import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from '@playwright/test';
import { seedDemo } from '../scripts/seed-demo';
import type { SeedScale } from '../src/server/db/seed';
import { stopProcess, waitForHealth } from '../src/server/test/processes';

export interface BenchRow {
  suite: string;
  metric: string;
  value: number;
  unit: string;
  /** The target, e.g. `<= 1000`; the run marks each row as met or not. */
  target?: { max?: number; min?: number };
}

export interface BenchContext {
  baseURL: string;
  /** Cookie header of the signed-in administrator. */
  cookie: string;
  browser: Browser;
  /**
   * A browser context already signed in. Playwright's default lets the app's service worker
   * (docs/offline.md §1) install: a suite timing pages without it passes `serviceWorkers: 'block'`.
   */
  signedInContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Milliseconds from navigation until `readySelector` is visible (median of `runs`). */
  timeScreen(url: string, readySelector: string, runs?: number): Promise<number>;
  /** Milliseconds to download a whole export (median of `runs`), and its size. */
  timeDownload(url: string, runs?: number): Promise<{ ms: number; bytes: number }>;
  dataDir: string;
  /** How many rows the large demo seed wrote, by table (`rent_records`, `payments`, …). */
  seeded: Record<string, number>;
  /** Seconds the demo seed took (the lists bench holds the xl seed to 5 minutes). */
  seedSeconds: number;
  /** The build being measured (BENCH_DIST, default dist). */
  distDir: string;
  server: ChildProcess;
}

export const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export interface BenchServerOptions {
  /** The demo data seeded first (default large). */
  scale?: SeedScale;
  /** An empty PostgreSQL database to seed and serve; default a fresh SQLite folder. */
  databaseUrl?: string;
}

/**
 * The V8 flags `npm start` passes (package.json), so the bench measures the server as it runs: a
 * small young generation, an old generation that grows by half rather than doubling, and an
 * idle-time collection (plugins/idle-gc.ts). docs/decisions/042-idle-memory.md and 103.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=50', '--expose-gc'];

/**
 * The environment the README's deployment gives the server: glibc's malloc in one arena, so what
 * worker threads (exports) and the thread pool free goes back to the system. docs/decisions/105.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };

/** Waits until the server's start-up backup is listed (a minute at most). */
async function startBackupDone(baseURL: string, cookie: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const listed = await fetch(`${baseURL}/api/backups`, { headers: { cookie } });
    if (listed.ok && ((await listed.json()) as unknown[]).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the start-up backup was not listed within a minute');
}

/** Seeds the demo data into a fresh database, starts the built server and a browser. */
export async function withBenchServer<T>(
  work: (ctx: BenchContext) => Promise<T>,
  port = 3390,
  { scale = 'large', databaseUrl = '' }: BenchServerOptions = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  const seedStarted = performance.now();
  const seeded = await seedDemo(env, scale);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const distDir = path.resolve(process.env.BENCH_DIST ?? 'dist');
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(distDir, 'server', 'server.js')], {
    env: {
      ...env,
      ...SERVER_ENV,
      CLIENT_DIR: path.join(distDir, 'client'),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The day's reminders wait for the reminders suite, which measures that first run itself;
      // run at start-up, they would also load the machine while the screens are timed.
      REMINDER_TIME: '23:59',
    },
    // Its log (warnings and errors only) goes to the bench's stderr: a failed start shows why.
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  let browser: Browser | undefined;
  try {
    // Its log goes to the bench's stderr, above any error of this one.
    await waitForHealth(baseURL, server, { name: 'the bench server' });
    const launched = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    browser = launched;
    const login = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [name = '', value = ''] = cookie.split('=');
    // A fresh install backs its database up at its first start (docs/backups.md §1): the suites start
    // once it is done, so the copy loads none of their figures.
    if (!databaseUrl) await startBackupDone(baseURL, cookie);

    const signedInContext = async (options: BrowserContextOptions = {}) => {
      const context = await launched.newContext({ ...options, baseURL });
      await context.addCookies([{ name, value, url: baseURL }]);
      return context;
    };

    const ctx: BenchContext = {
      baseURL,
      cookie,
      browser: launched,
      dataDir,
      seeded,
      seedSeconds,
      distDir,
      server,
      signedInContext,
      async timeScreen(url, readySelector, runs = 5) {
        const context = await signedInContext();
        const page = await context.newPage();
        // The first visit warms the HTTP cache like a returning user's browser; then measure.
        await page.goto(url);
        await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
        const times: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          await page.goto('about:blank');
          const start = performance.now();
          await page.goto(url);
          await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
          times.push(performance.now() - start);
        }
        await context.close();
        return median(times);
      },
      async timeDownload(url, runs = 3) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < runs; i += 1) {
          const start = performance.now();
          const response = await fetch(`${baseURL}${url}`, { headers: { cookie } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          bytes = (await response.arrayBuffer()).byteLength;
          times.push(performance.now() - start);
        }
        return { ms: median(times), bytes };
      },
    };
    return await work(ctx);
  } finally {
    await browser?.close();
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
