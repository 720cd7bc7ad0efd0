import type { Page } from '@playwright/test';
import { addDays, today } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import { pageOutsideFixture, unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { createVehicle } from '../vehicles/helpers';

/** docs/product.md §5: a phone 360 px wide. */
const PHONE = { width: 360, height: 740 };

/** The top bar's bell count. */
async function bellCount(page: Page): Promise<number> {
  const bell = page
    .getByRole('banner')
    .getByRole('link', { name: /^Alerts, (\d+ needs? attention|none need attention)$/ });
  await expect(bell).toBeVisible();
  return Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')?.[0] ?? 0);
}

/**
 * Whether the bell counts the business's feed and the feed has the driver's alert. Other specs add
 * alerts to the same business while this one runs, so the bell is compared with the feed read at
 * the same moment (after a reload), not with an earlier count.
 */
async function bellFollowsFeed(page: Page, driver: string): Promise<{ counted: boolean; listed: boolean }> {
  await page.reload();
  const [bell, feed] = await Promise.all([
    bellCount(page),
    page.request.get(api.alerts).then((r) => r.json()),
  ]);
  return { counted: bell === (feed as unknown[]).length, listed: JSON.stringify(feed).includes(driver) };
}

/** /alerts searched for one driver, on a phone. */
async function openAlertsFor(page: Page, driver: string) {
  await page.goto(`${routes.alerts}?q=${encodeURIComponent(driver)}`);
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
}

const licenceCard = (page: Page, driver: string) =>
  page
    .getByRole('list', { name: 'Alerts' })
    .getByRole('article')
    .filter({ hasText: `${driver}'s driving licence` });

test.describe('Snoozing and dismissing alerts on a phone (docs/decisions/066)', () => {
  test.use({ viewport: PHONE });

  test('an Admin snoozes an alert: gone for everyone and from the bell, listed under Hidden alerts, restored; the activity log says who', async ({
    adminPage: page,
    browser,
    makeUser,
  }) => {
    const driver = unique('Snooze Driver ');
    await createVehicle(page.request, {
      vehicleType: 'luxury car',
      driverName: driver,
      licenseNumExp: addDays(today(), 12),
    });
    await openAlertsFor(page, driver);
    const card = licenceCard(page, driver);
    await expect(card).toBeVisible();
    await expect.poll(() => bellFollowsFeed(page, driver)).toEqual({ counted: true, listed: true });

    await card.getByRole('button', { name: /^Snooze the licence expiry of .* for 7 days$/ }).click();
    await expect(page.getByText('Alert snoozed for 7 days, for everyone in the business.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect.poll(() => bellFollowsFeed(page, driver)).toEqual({ counted: true, listed: false });

    // Another user of the business (Staff) no longer sees it, and may not snooze.
    const staff = await makeUser('Staff');
    const other = await pageOutsideFixture(browser, staff);
    try {
      await other.page.setViewportSize(PHONE);
      await openAlertsFor(other.page, driver);
      await expect(
        other.page
          .getByText('Nothing needs attention.')
          .or(other.page.getByText('No alerts match these filters.')),
      ).toBeVisible();
      const feed = await (await other.page.request.get(api.alerts)).json();
      expect(JSON.stringify(feed)).not.toContain(driver);
    } finally {
      await other.close();
    }

    // Hidden alerts: who snoozed it and until when; Restore brings it back.
    await page.getByRole('button', { name: /^Hidden alerts/ }).click();
    const hidden = page
      .getByRole('list', { name: 'Hidden alerts' })
      .getByRole('listitem')
      .filter({ hasText: driver });
    await expect(hidden).toContainText(`Snoozed until ${addDays(today(), 7)} by Kwame Mensah`);
    await hidden.getByRole('button', { name: /^Restore/ }).click();
    await expect(page.getByText('Alert restored.')).toBeVisible();
    await expect(card).toBeVisible();
    await expect.poll(() => bellFollowsFeed(page, driver)).toEqual({ counted: true, listed: true });

    // Dismissed until it changes: gone again.
    await card.getByRole('button', { name: /^Dismiss the licence expiry of / }).click();
    await expect(card).toHaveCount(0);

    await page.goto(`${routes.settings}?tab=activity`);
    await expect(
      page.getByText(
        new RegExp(`^Kwame Mensah snoozed the alert '${driver}'s driving licence expires on .+' for 7 days$`),
      ),
    ).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^Kwame Mensah dismissed the alert '${driver}'s driving licence`)),
    ).toBeVisible();
  });
});
