// `npm run screenshots`: the README's pictures, taken from the built app on the small demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  chromium,
  type Page,
  request,
} from '@playwright/test';
import { waitForHealth } from '../src/server/test/processes';
import { api as apiPaths } from '../src/shared/paths';
import { seedDemo } from './seed-demo';

const PORT = 3395;
const baseURL = `http://127.0.0.1:${PORT}`;
const admin = { email: 'owner@example.com', password: 'screenshot-password', name: 'Ama Owusu' };
const out = path.resolve('docs/screenshots');
/** A screenshot: a fixed path, or one worked out from the demo data once signed in. */
type Shot = {
  name: string;
  path: string | ((api: APIRequestContext) => Promise<string>);
  phone?: boolean;
  /** Steps on the loaded page before the picture, instead of waiting for the network to settle. */
  steps?: (page: Page, context: BrowserContext) => Promise<void>;
  /** A taller phone screen than 740 px, for a page whose point sits lower (a statement's 'Pay now' and its first lines). */
  height?: number;
};

/** The first tenancy in arrears: the tenant page with money owed and payments in its ledger. */
const tenantInArrears = async (api: APIRequestContext) => {
  const rows = (await json(api.get('/api/arrears'))) as { _id: string }[];
  if (!rows[0]) throw new Error('The demo data has no tenancy in arrears');
  return `/apartments/tenant/${rows[0]._id}`;
};

/**
 * The public statement of that tenancy, as the tenant opens it from a reminder (docs/collect.md §1),
 * with 'Pay now' offered: the server runs the test provider, chosen here in the business's settings.
 */
const statementInArrears = async (api: APIRequestContext) => {
  await json(api.put(apiPaths.paymentSettings, { data: { provider: 'test' } }));
  const tenancy = (await tenantInArrears(api)).split('/').pop() ?? '';
  const { url } = (await json(api.post(apiPaths.tenancyStatementLink(tenancy)))) as { url: string };
  return new URL(url).pathname;
};

const shots: Shot[] = [
  { name: 'apartment-dashboard', path: '/apartments/dashboard' },
  { name: 'payments', path: '/apartments/payment/list' },
  { name: 'tenants', path: '/apartments/tenants' },
  { name: 'vehicles', path: '/vehicles/list' },
  { name: 'maintenance', path: '/vehicle/maintainance_list' },
  { name: 'phone-payments', path: '/apartments/payment/list', phone: true },
  { name: 'contracts', path: '/vehicles/contracts' },
  { name: 'remittances-board', path: '/vehicles/remittances' },
  { name: 'phone-remittances-board', path: '/vehicles/remittances', phone: true },
  { name: 'vehicle-dashboard', path: '/vehicles/dashboard' },
  { name: 'tenant-page', path: tenantInArrears },
  { name: 'phone-tenant-page', path: tenantInArrears, phone: true },
  { name: 'activity-log', path: '/settings?tab=activity' },
  { name: 'expenses', path: '/expenses' },
  { name: 'profit-report', path: '/reports' },
  { name: 'phone-profit-report', path: '/reports', phone: true },
  { name: 'import', path: '/import' },
  { name: 'phone-offline-payment', path: tenantInArrears, phone: true, steps: recordPaymentOffline },
  { name: 'phone-statement', path: statementInArrears, phone: true, height: 1180 },
];

/** `tsx scripts/screenshots.ts phone-statement …` takes only the shots named; none named, all of them. */
const only = process.argv.slice(2);
const chosen = only.length > 0 ? shots.filter((shot) => only.includes(shot.name)) : shots;

/**
 * The connection drops on a tenant's page; a payment is recorded all the same and waits on the
 * phone: the page shows it as 'Waiting to send' with the balance after it (docs/offline.md §3).
 */
async function recordPaymentOffline(page: Page, context: BrowserContext) {
  // The app's files come from the service worker offline, as on an installed app (decision 142).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('link', { name: 'Record payment' }).waitFor();
  await context.setOffline(true);
  await page.getByText('Offline — showing saved data').waitFor();
  await page.getByRole('link', { name: 'Record payment' }).click();
  await page.getByLabel('Payment Method').selectOption('Mobile Money');
  await page.getByLabel('Network').selectOption('MTN MoMo');
  await page.getByLabel('Transaction ID').fill('MP241128.0931.C04127');
  await page.getByLabel('Payer phone').fill('024 555 0142');
  await page.getByLabel('Amount Paid').fill('400');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await page.getByRole('heading', { name: 'Payment List' }).waitFor();
  // Back past the form to the tenant's page.
  await page.goBack();
  await page.goBack();
  await page.getByTestId('pending-standing').waitFor();
  // The toast has said its piece; the picture is of the page.
  await page.locator('.Toastify__toast').first().click();
  await page.locator('.Toastify__toast').waitFor({ state: 'detached' });
}

/** The answer's JSON, or a clear failure naming the request that was refused. */
async function json(answer: Promise<APIResponse>): Promise<unknown> {
  const response = await answer;
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/**
 * A few writes through the API before the pictures, so the activity log reads like a working day:
 * a part payment and its correction, and a remittance from the day's board.
 */
async function recordADay(api: APIRequestContext) {
  const today = new Date().toISOString().slice(0, 10);
  const [owing] = (await json(api.get('/api/arrears'))) as { _id: string }[];
  if (owing) {
    const body = { tenant: owing._id, amountPaid: 500, method: 'Cash', date: today, status: 'Partial' };
    const payment = (await json(api.post('/api/apartment/add_payment', { data: body }))) as { _id: string };
    await json(api.put(`/api/apartment/edit_payment/${payment._id}`, { data: { ...body, amountPaid: 600 } }));
  }
  const board = (await json(api.get(`/api/hire/today?date=${today}`))) as {
    rows: { contract: { _id: string }; due: number }[];
  };
  const row = board.rows.find((candidate) => candidate.due > 0) ?? board.rows[0];
  if (row) {
    const data = {
      contractId: row.contract._id,
      date: today,
      amount: row.due || 100,
      method: 'Mobile Money',
      network: 'MTN MoMo',
    };
    await json(api.post('/api/hire/remittances', { data }));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-shots-'));
await seedDemo({ DATA_DIR: dataDir }, 'small');
const dist = path.resolve(process.env.SCREENSHOTS_DIST ?? 'dist');
const server = spawn(process.execPath, [path.join(dist, 'server/server.js')], {
  env: {
    ...process.env,
    CLIENT_DIR: path.join(dist, 'client'),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    PAYMENTS_TEST_PROVIDER: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await waitForHealth(baseURL, server, { name: 'the screenshot server' });
  fs.mkdirSync(out, { recursive: true });
  const api = await request.newContext({ baseURL });
  await json(api.post('/api/login', { data: { email: admin.email, password: admin.password } }));
  await recordADay(api);
  if (only.length === 0) {
    const login = await browser.newPage({ baseURL, viewport: { width: 1280, height: 760 } });
    await login.goto('/');
    await login.getByRole('button', { name: 'Sign In' }).waitFor();
    await login.screenshot({ path: path.join(out, 'login.png') });
    await login.close();
  }
  for (const shot of chosen) {
    const viewport = shot.phone ? { width: 375, height: shot.height ?? 740 } : { width: 1280, height: 760 };
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.request.post('/api/login', { data: { email: admin.email, password: admin.password } });
    await page.goto(typeof shot.path === 'string' ? shot.path : await shot.path(api));
    if (shot.steps) await shot.steps(page, context);
    else await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${shot.name}.png`) });
    await context.close();
  }
  await api.dispose();
  console.log(`Wrote ${chosen.length + (only.length === 0 ? 1 : 0)} screenshots to ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
