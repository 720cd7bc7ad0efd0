import type { Page } from '@playwright/test';
import { api } from '../../../src/shared/paths';
import { type Credentials, expect, signIn } from '../fixtures';

/** Signs the page in as this user (through the API) and opens a screen. */
export async function openAs(page: Page, user: Pick<Credentials, 'email' | 'password'>, path: string) {
  await signIn(page.request, user.email, user.password);
  await page.goto(path);
}

/** Whether these credentials sign in, checked from a fresh, cookie-less request context. */
export async function canSignIn(page: Page, email: string, password: string): Promise<boolean> {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  try {
    const response = await context.request.post(new URL(api.login, page.url()).toString(), {
      data: { email, password },
    });
    return response.status() === 200;
  } finally {
    await context.close();
  }
}

/** The table row of one user in User Management. */
export function userRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

export { expect };
