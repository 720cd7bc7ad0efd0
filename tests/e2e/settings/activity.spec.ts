import { rentRecordBody } from '../../../src/server/modules/apartments/test-data';
import { api, routes } from '../../../src/shared/paths';
import { createApartment, createPayment, createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, test } from '../fixtures';
import { createContract, createDocument, createRemittance } from '../vehicles/helpers';

const me = E2E.admin.name;

test.describe('Settings → Activity (docs/ledger.md §7)', () => {
  test('a payment and a tenant edit read as sentences; the raw record only behind Details', async ({
    adminPage: page,
  }) => {
    const tenantName = unique('Kofi Boateng ');
    const tenant = await createTenant(page.request, { tenantName, monthlyPrice: 800 });
    const payment = await createPayment(page.request, tenant._id, { amountPaid: 3430 });
    const edit = await page.request.put(api.editRentRecord(tenant._id), {
      data: rentRecordBody({
        tenantName,
        roomDescription: 'Room 4, Adenta',
        monthlyPrice: 900,
        expirationDate: '2027-01-31',
      }),
    });
    expect(edit.status(), await edit.text()).toBe(200);

    await page.goto(`${routes.settings}?tab=activity&entity=payment`);
    const paid = page.getByRole('article', {
      name: `${me} recorded payment ${payment.receiptNumber} of GHC 3,430.00 for ${tenantName}`,
    });
    await expect(paid).toBeVisible();
    await expect(paid.getByText(`${me} recorded payment ${payment.receiptNumber}`)).toBeVisible();
    await expect(paid.locator('[data-field="amountPaid"] [data-side="after"]')).toHaveText(
      'After: GHC 3,430.00',
    );

    await page.getByLabel('Kind of record').selectOption({ label: 'Tenant' });
    const edited = page.getByRole('article', { name: `${me} edited tenant ${tenantName}` });
    await expect(edited).toBeVisible();
    await expect(edited.locator('[data-field="monthlyPrice"]')).toContainText('Monthly Price');
    await expect(edited.locator('[data-field="monthlyPrice"] [data-side="before"]')).toHaveText(
      'Before: GHC 800.00',
    );
    await expect(edited.locator('[data-field="monthlyPrice"] [data-side="after"]')).toHaveText(
      'After: GHC 900.00',
    );
    await expect(edited.locator('[data-field="expirationDate"] [data-side="after"]')).toHaveText(
      'After: 31 Jan 2027',
    );
    // No id, no JSON until Details is opened.
    await expect(edited).not.toContainText(tenant._id);
    await expect(edited.getByTestId('audit-raw')).toHaveCount(0);
    await edited.getByRole('button', { name: 'Details' }).click();
    await expect(edited.getByTestId('audit-raw')).toContainText(tenant._id);
    await expect(edited.getByTestId('audit-raw')).toContainText('"monthlyPrice": 900');
  });

  test('a remittance names the hirer and the vehicle, a vehicle document its plate', async ({
    adminPage: page,
  }) => {
    const contract = await createContract(page.request, 'daily_sales');
    const plate = contract.vehicle.vehicleRegNum;
    const remittance = await createRemittance(page.request, contract._id, { amount: 250 });
    await createDocument(page.request, contract.vehicleId, { kind: 'roadworthy', number: 'RW-77' });

    await page.goto(`${routes.settings}?tab=activity&entity=remittance`);
    await expect(
      page.getByRole('article', {
        name: `${me} recorded remittance ${remittance.receiptNumber} of GHC 250.00 from ${contract.hirer.name} for ${plate}`,
      }),
    ).toBeVisible();

    await page.getByLabel('Kind of record').selectOption({ label: 'Contract' });
    const made = page.getByRole('article', {
      name: `${me} added a daily sales contract of ${contract.hirer.name} on ${plate}`,
    });
    await expect(made).toBeVisible();
    await expect(made.locator('[data-field="type"] [data-side="after"]')).toHaveText('After: Daily sales');
    await expect(made).not.toContainText('daily_sales');

    await page.getByLabel('Kind of record').selectOption({ label: 'Vehicle document' });
    await expect(
      page.getByRole('article', { name: `${me} added the Roadworthy document RW-77 of ${plate}` }),
    ).toBeVisible();
  });

  test('an edit shows who made it, when, and the changed fields before and after', async ({
    adminPage: page,
  }) => {
    const title = unique('Audit Flat ');
    const apartment = await createApartment(page.request, { title, price: 1200 });

    // The edit is made on the real Edit screen.
    await page.goto(routes.editApartment(apartment._id));
    await expect(page.getByLabel('Price (per month)')).toHaveValue('1200.00');
    await page.getByLabel('Price (per month)').fill('1350');
    await page.getByLabel('Status').selectOption('Occupied');
    await page.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Apartment updated successfully')).toBeVisible();

    await page.goto(routes.settings);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/tab=activity/);
    await page.getByLabel('Kind of record').selectOption({ label: 'Apartment' });
    await expect(page).toHaveURL(/entity=apartment/);

    const edit = page.getByRole('article', { name: `${me} edited apartment ${title}` });
    await expect(edit).toBeVisible();
    await expect(edit.locator('[data-field="price"] [data-side="before"]')).toHaveText(
      'Before: GHC 1,200.00',
    );
    await expect(edit.locator('[data-field="price"] [data-side="after"]')).toHaveText('After: GHC 1,350.00');
    await expect(edit.locator('[data-field="status"] [data-side="after"]')).toHaveText('After: Occupied');
    // Only what changed: the title stayed, so it is not listed.
    await expect(edit.locator('[data-field="title"]')).toHaveCount(0);

    // The create is listed after it (newest first), with only the new values.
    const create = page.getByRole('article', { name: `${me} added apartment ${title}` });
    await expect(create).toBeVisible();
    await expect(create.locator('[data-side="before"]')).toHaveCount(0);
    await expect(create.locator('[data-field="title"] [data-side="after"]')).toHaveText(`After: ${title}`);
    const labels = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
    expect(labels.indexOf(`${me} edited apartment ${title}`)).toBeLessThan(
      labels.indexOf(`${me} added apartment ${title}`),
    );
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the events are stacked cards, nothing scrolls sideways', async ({ adminPage: page }) => {
      const title = unique('Phone Audit Flat with a rather long name ');
      await createApartment(page.request, { title });
      await page.goto(`${routes.settings}?tab=activity&entity=apartment`);
      const create = page.getByRole('article', { name: `${me} added apartment ${title}` });
      await expect(create).toBeVisible();
      await expect(create.getByText(`${me} added apartment ${title}`)).toBeVisible();
      // The raw record opens inside the card without widening the page.
      await create.getByRole('button', { name: 'Details' }).click();
      await expect(create.getByTestId('audit-raw')).toBeVisible();
      // Below md each value carries its own 'After:' label instead of a column header.
      await expect(create.locator('[data-field="title"] [data-side="after"]')).toHaveText(`After: ${title}`);
      await expect(create.getByText('After:', { exact: true }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every settings tab is whole on screen: the tab row wraps instead of scrolling sideways.
      for (const tab of await page.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360, (await tab.textContent()) ?? 'tab').toBe(true);
      }
    });
  });
});
