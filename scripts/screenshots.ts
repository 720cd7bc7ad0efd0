// `npm run screenshots`: the README's pictures, taken from the built app on the small demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { waitForHealth } from '../src/server/test/processes';
import { seedDemo } from './seed-demo';

const PORT = 3395;
const baseURL = `http://127.0.0.1:${PORT}`;
const admin = { email: 'owner@example.com', password: 'screenshot-password', name: 'Ama Owusu' };
const out = path.resolve('docs/screenshots');
const shots: { name: string; path: string; phone?: boolean }[] = [
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
];

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
  const login = await browser.newPage({ baseURL, viewport: { width: 1280, height: 760 } });
  await login.goto('/');
  await login.getByRole('button', { name: 'Sign In' }).waitFor();
  await login.screenshot({ path: path.join(out, 'login.png') });
  await login.close();
  for (const shot of shots) {
    const viewport = shot.phone ? { width: 375, height: 740 } : { width: 1280, height: 760 };
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.request.post('/api/login', { data: { email: admin.email, password: admin.password } });
    await page.goto(shot.path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${shot.name}.png`) });
    await context.close();
  }
  console.log(`Wrote ${shots.length + 1} screenshots to ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
