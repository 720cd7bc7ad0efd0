import type { Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import type { BackupEntry } from '../../../src/shared/schemas/backups';
import { expect, test } from '../fixtures';

/** Backs up with the tab's button and answers the new entry, once it is listed checked. */
async function backUpNow(page: Page): Promise<BackupEntry> {
  await page.goto(`${routes.settings}?tab=backups`);
  await expect(page.getByRole('tab', { name: 'Backups', selected: true })).toBeVisible();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(api.backups),
  );
  await page.getByRole('button', { name: 'Back up now' }).click();
  const entry = (await (await answered).json()) as BackupEntry;
  await expect(page.getByText(`Backed up: ${entry.name}`)).toBeVisible();
  return entry;
}

/** The newly made backup downloads as the file itself. */
async function downloads(page: Page, entry: BackupEntry) {
  const link = page.getByRole('link', { name: `Download ${entry.name}` });
  await expect(link).toBeVisible();
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(entry.name);
  const response = await page.request.get(api.backupDownload(entry.name));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${entry.name}"`);
  const body = await response.body();
  expect(body.length).toBe(entry.size);
  expect(body.subarray(0, 15).toString()).toBe('SQLite format 3');
}

// One deployment's backups: a later one the same day rotates the earlier away, so one at a time.
test.describe.configure({ mode: 'serial' });

test.describe('Settings → Backups (docs/backups.md §2)', () => {
  test('back up now: listed as checked, and the download is the file', async ({ adminPage: page }) => {
    const entry = await backUpNow(page);
    const row = page.getByRole('row').filter({ hasText: entry.name });
    await expect(row.getByText('Checked', { exact: true })).toBeVisible();
    await expect(row).toContainText(/\d+(\.\d)? (KB|MB)/);
    await downloads(page, entry);
  });

  test('a Manager is refused the backups (403)', async ({ page, makeUser }) => {
    const manager = await makeUser('Manager');
    const login = await page.request.post(api.login, {
      data: { email: manager.email, password: manager.password },
    });
    expect(login.status()).toBe(200);
    expect((await page.request.get(api.backups)).status()).toBe(403);
    expect(
      (await page.request.get(api.backupDownload('property-manager-2026-01-01-000000.db'))).status(),
    ).toBe(403);
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('each backup is a card, nothing scrolls sideways, and it downloads', async ({ adminPage: page }) => {
      const entry = await backUpNow(page);
      await expect(page.getByRole('table', { name: 'Backups' })).toBeHidden();
      await downloads(page, entry);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const tab of await page.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360, (await tab.textContent()) ?? 'tab').toBe(true);
      }
    });
  });
});
