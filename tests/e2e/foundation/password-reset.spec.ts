import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_RESET_MESSAGES } from '../../../src/shared/schemas/password-reset';
import { E2E } from '../env';
import { expect, test } from '../fixtures';
import { canSignIn, userRow } from '../settings/helpers';

// 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md and 073-admin-resets-password.md).

test.describe('password reset by the administrator', () => {
  test("'Forgot password?' says to ask the administrator when the server sends no SMS", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.askAdmin)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test("the Admin's 'Reset password' sets another user's password and signs them out", async ({
    adminPage: page,
    makeUser,
  }) => {
    const staff = await makeUser('Staff');
    const staffSession = await page.context().browser()!.newContext({ baseURL: E2E.baseURL });
    await staffSession.request.post('/api/login', { data: { email: staff.email, password: staff.password } });

    await page.goto('/settings?tab=users');
    await page.getByRole('button', { name: `Edit ${staff.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Name')).toHaveValue(staff.name);
    await expect(edit.getByLabel(/password/i)).toHaveCount(0);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await userRow(page, staff.name)
      .getByRole('button', { name: `Reset password for ${staff.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('reset-by-the-owner');
    await dialog.getByLabel('Confirm password').fill('reset-by-the-owner');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(`New password set for ${staff.name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    expect(await canSignIn(page, staff.email, 'reset-by-the-owner')).toBe(true);
    expect(await canSignIn(page, staff.email, staff.password)).toBe(false);
    expect((await staffSession.request.get('/api/view/profile_info')).status()).toBe(401);
    await staffSession.close();
  });
});

/** A local stand-in for Arkesel that keeps the messages it is sent. */
async function startGateway(): Promise<{ url: string; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      messages.push((JSON.parse(body) as { message: string }).message);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'success', data: [{ recipient: '233245550101', id: 'm-1' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, messages, server };
}

test.describe('password reset by SMS', () => {
  const port = E2E.port + 2;
  const baseURL = `http://127.0.0.1:${port}`;
  const owner = { email: 'sms-owner@example.com', password: 'the-old-password', phone: '024 555 0101' };
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let server: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    gateway = await startGateway();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-e2e-sms-'));
    server = spawn('node', [path.join(E2E.dist, 'server/server.js')], {
      env: {
        ...process.env,
        CLIENT_DIR: path.join(E2E.dist, 'client'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        ADMIN_PHONE: owner.phone,
        SMS_PROVIDER: 'arkesel',
        SMS_API_KEY: 'e2e-key',
        SMS_SENDER_ID: 'PropMgr',
        SMS_API_URL: gateway.url,
      },
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 150; tries++) {
      const healthy = await fetch(`${baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the SMS server did not start');
  });

  test.afterAll(async () => {
    server?.kill();
    await new Promise<void>((resolve) => (gateway ? gateway.server.close(() => resolve()) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a code by SMS sets a new password on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseURL}/`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const request = page.getByRole('form', { name: 'Request a code' });
    await request.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await request.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.codeSent)).toBeVisible();

    await expect.poll(() => gateway.messages.length).toBe(1);
    const code = /\b(\d{6})\b/.exec(gateway.messages[0]!)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.codeWrong).first()).toBeVisible();

    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);

    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
