import { routes } from '../../../src/shared/paths';
import { createApartment, createPayment, createTenant, unique } from '../apartments/helpers';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { createContract, createVehicle } from '../vehicles/helpers';

const SEARCH_LABEL = 'Quick search';

// The header search on every screen (docs/decisions/086-header-search.md).
test.describe('the header search on a desktop', () => {
  test('finds tenants, units and contracts as you type, and opens the one chosen with the keyboard', async ({
    adminPage: page,
  }) => {
    const word = unique('Srch');
    const unit = await createApartment(page.request, { title: `Court ${word}` });
    const tenant = await createTenant(page.request, { tenantName: `Ama ${word}` });
    const contract = await createContract(page.request, 'rental');

    await page.goto(routes.vehiclesDashboard);
    const box = page.getByRole('combobox', { name: SEARCH_LABEL });
    await box.fill(word);
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list.getByRole('option')).toHaveCount(2);
    await expect(list.getByRole('group')).toHaveText([/^Tenants/, /^Units/]);
    await expect(list.getByRole('option').nth(1)).toContainText(`Court ${word}`);
    // The open combobox and its listbox pass axe (WCAG 2.1 A/AA), on an option highlighted too.
    expect(await seriousViolations(page)).toEqual([]);

    // Down twice: the unit; Enter opens it.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await box.press('Enter');
    await expect(page).toHaveURL(routes.editApartment(unit._id));

    // Escape closes the list; a click opens the tenant; the search is on every screen.
    await box.fill(word);
    await expect(list.getByRole('option')).toHaveCount(2);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await list.getByRole('option', { name: new RegExp(`Ama ${word}`) }).click();
    await expect(page).toHaveURL(routes.tenant(tenant._id));

    await page.getByRole('combobox', { name: SEARCH_LABEL }).fill(contract.hirer.name.toLowerCase());
    await list.getByRole('option', { name: new RegExp(contract.hirer.name) }).click();
    await expect(page).toHaveURL(routes.contract(contract._id));
  });

  test('finds a vehicle by its plate and a receipt by its number', async ({ adminPage: page }) => {
    const vehicle = await createVehicle(page.request);
    const tenant = await createTenant(page.request);
    const payment = await createPayment(page.request, tenant._id);

    await page.goto(routes.apartmentsDashboard);
    const box = page.getByRole('combobox', { name: SEARCH_LABEL });
    await box.fill(vehicle.vehicleRegNum.replace(/[\s-]/g, '').toLowerCase());
    const list = page.getByRole('listbox', { name: 'Search results' });
    await list.getByRole('option', { name: new RegExp(vehicle.vehicleRegNum) }).click();
    await expect(page).toHaveURL(routes.vehicle(vehicle._id));

    await page.getByRole('combobox', { name: SEARCH_LABEL }).fill(payment.receiptNumber);
    await expect(list.getByRole('group', { name: 'Receipts' }).getByRole('option').first()).toContainText(
      payment.receiptNumber,
    );
    await box.press('Enter');
    await expect(page).toHaveURL(routes.receipt(payment._id));
  });
});

test.describe('the header search on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an icon opens the search across the screen; choosing a result opens it', async ({
    adminPage: page,
  }) => {
    const word = unique('Phn');
    const tenant = await createTenant(page.request, { tenantName: `Esi ${word}` });
    await page.goto(routes.apartmentsDashboard);
    await expect(page.getByRole('combobox', { name: SEARCH_LABEL })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const panel = page.getByTestId('search-panel');
    const box = panel.getByRole('combobox', { name: SEARCH_LABEL });
    await expect(box).toBeFocused();
    const panelBox = await panel.boundingBox();
    expect(panelBox?.width).toBe(360);
    await box.fill(word);
    const option = panel.getByRole('option', { name: new RegExp(`Esi ${word}`) });
    await expect(option).toBeInViewport();
    const optionBox = await option.boundingBox();
    expect(optionBox?.height ?? 0).toBeGreaterThanOrEqual(40);
    // Nothing wider than the phone.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await option.click();
    await expect(page).toHaveURL(routes.tenant(tenant._id));
    await expect(panel).toHaveCount(0);
  });
});
