import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import {
  card,
  createApartment,
  createPayment,
  createTenant,
  pageOutsideFixture,
  row,
  unique,
} from './helpers';

test.describe('Roles', () => {
  test('Staff can view, add and edit but sees no Delete, and the server refuses it (403)', async ({
    adminPage: admin,
    browser,
    makeUser,
  }) => {
    const title = unique('Staff Flat ');
    const name = unique('Staff Tenant ');
    const apartment = await createApartment(admin.request, { title });
    const tenant = await createTenant(admin.request, { tenantName: name });
    const payment = await createPayment(admin.request, tenant._id);
    const staff = await makeUser('Staff');
    // Outside the fixture: the refused DELETE calls below are logged by the browser on purpose.
    const { page, close } = await pageOutsideFixture(browser, staff);

    await page.goto(`${routes.apartments}?q=${encodeURIComponent(title)}`);
    await expect(card(page, title).getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    await expect(card(page, title).getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    // The list has no search and shows 6 a page, newest first: other specs add tenants at the same
    // time, so the tenant may have moved to a later page.
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    for (let at = 1; at <= 5; at += 1) {
      await page.goto(`${routes.tenants}?page=${at}`);
      await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
      if ((await edit.count()) > 0) break;
    }
    await expect(edit).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await page.goto(`${routes.payments}?q=${encodeURIComponent(name)}`);
    await expect(row(page, name).getByRole('button', { name: `Edit payment of ${name}` })).toBeVisible();
    await expect(row(page, name).getByRole('button', { name: /Delete/ })).toHaveCount(0);

    for (const url of [
      api.deleteApartment(apartment._id),
      api.deleteRentRecord(tenant._id),
      api.deletePayment(payment._id),
    ]) {
      expect((await page.request.delete(url)).status()).toBe(403);
    }
    await close();
  });

  test('a Manager sees Delete', async ({ browser, makeUser, adminPage: admin }) => {
    const title = unique('Manager Flat ');
    await createApartment(admin.request, { title });
    const manager = await makeUser('Manager');
    const { page, close } = await pageOutsideFixture(browser, manager);
    await page.goto(`${routes.apartments}?q=${encodeURIComponent(title)}`);
    await expect(card(page, title).getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    await close();
  });
});
