import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/env';

// Two servers from the same build: one signed-in world with an administrator made from ADMIN_* and
// sign-up open (SIGNUP=open), and one untouched database for the first-run setup flow, with sign-up
// left closed (the default). Each run gets fresh data folders.
const runDir = path.join(os.tmpdir(), `pm-e2e-${process.env.PM_E2E_RUN ?? process.pid}`);
process.env.PM_E2E_RUN ??= String(process.pid);

const serverCommand = `node ${path.join(E2E.dist, 'server/server.js')}`;
const serverEnv = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
  CLIENT_DIR: path.join(E2E.dist, 'client'),
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ...extra,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${E2E.port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // CI's runs are slower than a quiet machine's (a flow of 17 s here took over 30 s there), so CI
  // gives each test half as long again. Its assertions wait longer too: on a machine three times
  // slower than usual (2026-11-27), a screen's lazy parts took over 7 s to arrive under two workers,
  // and flows failed at the same places before and after a change (docs/decisions/100-ci-assertion-wait.md).
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    // The app's service worker would answer requests itself, past the `page.route` fakes the specs
    // use: every project blocks it, and only tests/e2e/offline lets it run (docs/offline.md).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'first-run',
      testMatch: /first-run\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: E2E.setupURL },
    },
    { name: 'desktop', testIgnore: /first-run\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: serverCommand,
      url: `${E2E.baseURL}/api/health`,
      env: serverEnv(path.join(runDir, 'main'), E2E.port, {
        ADMIN_EMAIL: E2E.admin.email,
        ADMIN_PASSWORD: E2E.admin.password,
        ADMIN_NAME: E2E.admin.name,
        SIGNUP: 'open',
        // The test payment provider and its checkout page (docs/collect.md §2), for the Pay now flow.
        PAYMENTS_TEST_PROVIDER: 'true',
        // Every spec's browser comes from 127.0.0.1: the public pages' limit is for one address.
        PUBLIC_REQUESTS_PER_MINUTE: '6000',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: serverCommand,
      url: `${E2E.setupURL}/api/health`,
      env: serverEnv(path.join(runDir, 'setup'), E2E.setupPort),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
