import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openScreen, SCREENS, type Screen } from './screens';

test.describe.configure({ timeout: 60_000 });

/**
 * The screens that show phones (docs/decisions/069-tap-to-call.md), and around each phone where its
 * WhatsApp link is: in the same row, card or detail, or (a receipt, shared from its own button) on
 * the same screen.
 */
const PHONE_SCREENS: { name: string; near: string }[] = [
  { name: 'tenants-list', near: 'tr, li' },
  { name: 'tenant-page', near: 'dd' },
  { name: 'arrears', near: 'tr, li' },
  { name: 'contracts-list', near: 'tr, li' },
  { name: 'contract-page', near: 'dd' },
  { name: 'vehicle-page', near: 'dd' },
  { name: 'settings-reminders-tab', near: 'tr, li' },
  { name: 'receipt', near: 'main' },
  { name: 'vehicle-receipt', near: 'main' },
];

/** Every `tel:` link shown: its href, and whether a wa.me link is in the element around it. */
function telLinks(page: Page, near: string) {
  return page.evaluate(
    (near) =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
        .filter((link) => link.checkVisibility())
        .map((link) => ({
          href: link.getAttribute('href') ?? '',
          whatsAppBeside: Boolean(link.closest(near)?.querySelector('a[href^="https://wa.me/"]')),
        })),
    near,
  );
}

for (const viewport of [
  { label: 'a laptop', size: { width: 1280, height: 800 } },
  { label: 'a phone', size: { width: 360, height: 740 } },
]) {
  for (const { name, near } of PHONE_SCREENS) {
    test(`${name} on ${viewport.label}: every phone is tap-to-call (E.164) beside its WhatsApp link`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport.size);
      await openScreen(page, SCREENS.find((screen) => screen.name === name) as Screen);
      await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
      // Some WhatsApp links come with their own code (the vehicle page's driver link).
      await expect(page.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
      const links = await telLinks(page, near);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.href, 'tel: in E.164').toMatch(/^tel:\+[1-9]\d{7,14}$/);
        expect(link.whatsAppBeside, `a WhatsApp link beside ${link.href}`).toBe(true);
      }
    });
  }
}
