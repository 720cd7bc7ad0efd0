import type { Page } from '@playwright/test';
import { today } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import type { ReminderSettings } from '../../../src/shared/schemas/reminders';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';

const LEASE_7 = 'Lease ends in 7 days (to the tenant)';

/** The Reminders tab, loaded. */
async function openReminders(page: Page) {
  await page.goto(`${routes.settings}?tab=reminders`);
  await expect(page.getByRole('tab', { name: 'Reminders', selected: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Reminder messages' })).toBeVisible();
}

/** Puts every reminder back as it is by default (the business is shared with the other specs). */
async function restoreDefaults(page: Page) {
  const settings: ReminderSettings = await (await page.request.get(api.remindersSettings)).json();
  const response = await page.request.put(api.remindersSettings, {
    data: {
      kinds: settings.kinds.map((each) => ({
        kind: each.kind,
        enabled: true,
        template: each.defaultTemplate,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A Ghanaian mobile number no other test uses, as typed and as shown. */
function uniquePhone() {
  const digits = String(Date.now() % 1e7).padStart(7, '0');
  return { typed: `024 ${digits}`, shown: `+233 24 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

// One business's settings and outbox: these run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('Settings → Reminders (docs/reminders.md §4)', () => {
  test('an unknown placeholder is refused under its message, and nothing is saved', async ({
    adminPage: page,
  }) => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(api.remindersSettings))
        saves.push(request.url());
    });
    await openReminders(page);
    const card = page.getByRole('region', { name: LEASE_7 });
    await card.getByLabel('Message').fill('Dear {tenant}, your lease ends on {date}.');
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await expect(card.getByText(/^Unknown placeholder \{tenant\}: use \{name\}/)).toBeVisible();
    await expect(card.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  test('a message is saved and kept after a reload, its preview and length shown', async ({
    adminPage: page,
  }) => {
    const word = unique('Note');
    try {
      await openReminders(page);
      const card = page.getByRole('region', { name: LEASE_7 });
      const field = card.getByLabel('Message');
      await field.fill(`Hi {name}, {unit} is yours until {date}. ${word} `);
      await field.press('End');
      await card.getByRole('button', { name: 'Insert {business}' }).click();
      await expect(field).toHaveValue(`Hi {name}, {unit} is yours until {date}. ${word} {business}`);
      await expect(card).toContainText(`Hi Ama Mensah, Flat A1 is yours until ${today()}. ${word}`);
      await expect(card.getByTestId('sms-length')).toContainText('/ 160 characters · 1 SMS');
      await card.getByRole('switch', { name: 'Send this reminder' }).uncheck();

      await page.getByRole('button', { name: 'Save reminders' }).click();
      await expect(page.getByText('Settings updated successfully!')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('region', { name: LEASE_7 }).getByLabel('Message')).toHaveValue(
        `Hi {name}, {unit} is yours until {date}. ${word} {business}`,
      );
      await expect(page.getByRole('region', { name: LEASE_7 }).getByRole('switch')).not.toBeChecked();
    } finally {
      await restoreDefaults(page);
    }
  });

  test('a test message is sent and shown in the outbox', async ({ adminPage: page }) => {
    const phone = uniquePhone();
    await openReminders(page);
    const form = page.getByRole('form', { name: 'Test message' });
    await form.getByLabel('Phone').fill(phone.typed);
    await form.getByLabel('Message').selectOption({ label: LEASE_7 });
    await form.getByRole('button', { name: 'Send test message' }).click();
    await expect(page.getByText(`Sent to ${phone.shown}.`)).toBeVisible();
    // No gateway set up: nothing went out.
    await expect(page.getByText('no text message went out')).toBeVisible();

    const outbox = page.getByRole('table', { name: 'Outbox' });
    const row = outbox.getByRole('row').filter({ hasText: phone.shown });
    await expect(row).toContainText('Test message');
    await expect(row).toContainText('Dear Ama Mensah, your lease of Flat A1 ends on');
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Sent' });
    await expect(page).toHaveURL(/status=sent/);
    await expect(row).toBeVisible();
  });

  test("'Send today's reminders now' runs today's reminders after a confirmation", async ({
    adminPage: page,
  }) => {
    await openReminders(page);
    await page.getByRole('button', { name: "Send today's reminders now" }).click();
    const dialog = page.getByRole('dialog', { name: "Send today's reminders now" });
    await expect(dialog).toContainText('is not sent again');
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText(/^Today's reminders: \d+ queued, \d+ sent, 0 failed$/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('last-run')).toContainText(today());
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the cards and the outbox fit, nothing scrolls sideways', async ({ adminPage: page }) => {
      await page.goto(`${routes.settings}?tab=reminders`);
      // The messages fold on a phone (docs/decisions/065-folding-sections.md).
      const messages = page.getByRole('button', { name: /^Reminder messages/ });
      await expect(messages).toHaveAttribute('aria-expanded', 'false');
      await messages.click();
      await expect(page.getByRole('form', { name: 'Reminder messages' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: LEASE_7 }).getByRole('button', { name: 'Insert {name}' }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Outbox' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
