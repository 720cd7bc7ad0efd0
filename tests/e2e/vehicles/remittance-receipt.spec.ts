import { routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { createContract } from './helpers';

// After a remittance, its receipt stays at hand (docs/decisions/058-receipt-at-hand.md), on a phone.
test.describe('the remittance receipt at hand on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the day’s board keeps Remittance recorded with View receipt, Share on WhatsApp and Record another', async ({
    adminPage: page,
  }) => {
    const contract = await createContract(page.request, 'daily_sales', { amount: 150 });
    const plate = contract.vehicle.vehicleRegNum;
    await page.goto(routes.remittances);
    const card = page.getByRole('article').filter({ hasText: plate });
    await card.getByRole('button', { name: /^Record/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await dialog.getByLabel('Amount').fill('150');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    await expect(dialog).toBeHidden();

    const panel = page.getByRole('region', { name: 'Remittance recorded' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
    await expect(panel.getByTestId('recorded-summary')).toHaveText(/^Receipt RCT-\d{6} · GHC 150\.00$/);
    const receiptNumber = ((await panel.getByTestId('recorded-summary').textContent()) ?? '').split(' ')[1];
    // Still there after the toast has gone.
    await page.waitForTimeout(100);
    const share = panel.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/233\\d+\\?text=.*${receiptNumber}`),
    );
    for (const control of [
      panel.getByRole('link', { name: 'View receipt' }),
      share,
      panel.getByRole('button', { name: 'Record another' }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await panel.getByRole('link', { name: 'View receipt' }).click();
    await expect(page.getByTestId('receipt-number')).toHaveText(receiptNumber ?? '');
    await expect(page.getByTestId('receipt-amount')).toContainText('150.00');
  });

  test('the contract page keeps it too, and Record another opens the form again', async ({
    adminPage: page,
  }) => {
    const contract = await createContract(page.request, 'daily_sales', { amount: 150 });
    await page.goto(routes.contract(contract._id));
    await page.getByRole('button', { name: 'Record remittance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await dialog.getByLabel('Amount').fill('150');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    const panel = page.getByRole('region', { name: 'Remittance recorded' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('recorded-summary')).toContainText('GHC 150.00');
    await panel.getByRole('button', { name: 'Record another' }).click();
    await expect(page.getByRole('dialog', { name: 'Record remittance' })).toBeVisible();
  });
});
