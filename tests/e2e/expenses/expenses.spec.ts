import type { APIRequestContext, Page } from '@playwright/test';
import { EXPENSES_EXPORT_FILE } from '../../../src/shared/expenses';
import { api, routes } from '../../../src/shared/paths';
import type { Expense, ExpenseInput } from '../../../src/shared/schemas/expenses';
import { createApartment, unique } from '../apartments/helpers';
import { expect, expectToastAndClose, signIn, test } from '../fixtures';
import { createVehicle, exportedSheet } from '../vehicles/helpers';

const HEADER = ['Date', 'Category', 'Amount', 'Property or Vehicle', 'Payee', 'Method', 'Reference', 'Note'];

async function createExpense(request: APIRequestContext, body: Partial<ExpenseInput>): Promise<Expense> {
  const response = await request.post(api.expenses, {
    data: { date: '2026-03-14', category: 'Other', amount: 100, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The list searched for one payee (each test names its own, so tests share the database safely). */
async function openSearched(page: Page, text: string) {
  await page.goto(`${routes.expenses}?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
}

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('expenses', () => {
  // Each test walks several screens and forms: three times the usual time on a busy machine.
  test.beforeEach(() => test.slow());

  test('adds a unit’s, a vehicle’s and a general expense; categories follow the subject', async ({
    adminPage: page,
  }) => {
    const tag = unique('Payee ');
    const unit = await createApartment(page.request);
    const vehicle = await createVehicle(page.request);
    await page.goto(routes.apartmentsDashboard);
    await page.getByRole('link', { name: 'Expenses' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${routes.expenses}$`));
    await page.getByRole('link', { name: '+ Add Expense' }).click();
    await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
    await expect(page.getByLabel('Method')).toHaveValue('Cash');
    await expect(page.getByLabel('Date')).not.toHaveValue('');

    const category = page.getByLabel('Category');
    // General: every category.
    await expect(category.locator('option', { hasText: 'Fuel' })).toHaveCount(1);
    await expect(category.locator('option', { hasText: 'Caretaker' })).toHaveCount(1);
    await category.selectOption('Fuel');
    // A unit: property categories only; Fuel no longer fits and is cleared.
    const unitPicker = page.getByRole('combobox', { name: 'Unit' });
    await unitPicker.fill(unit.title);
    await page.getByRole('option', { name: unit.title }).click();
    await expect(category).toHaveValue('');
    await expect(category.locator('option', { hasText: 'Fuel' })).toHaveCount(0);
    await category.selectOption('Caretaker');
    await page.getByLabel('Amount (GHC)').fill('1,250.50');
    await page.getByLabel('Payee').fill(`${tag} unit`);
    await page.getByRole('button', { name: 'Save Expense' }).click();
    await expectToastAndClose(page, 'Expense added');
    await expect(page).toHaveURL(new RegExp(`${routes.expenses}$`));

    // A vehicle: vehicle categories only.
    await page.getByRole('link', { name: '+ Add Expense' }).click();
    // The list has a Vehicle filter of its own: wait for the form before typing.
    await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
    const vehiclePicker = page.getByRole('combobox', { name: 'Vehicle' });
    await vehiclePicker.fill(vehicle.vehicleRegNum);
    await page.getByRole('option', { name: new RegExp(vehicle.vehicleRegNum) }).click();
    await expect(page.getByLabel('Category').locator('option', { hasText: 'Caretaker' })).toHaveCount(0);
    await page.getByLabel('Category').selectOption('Fuel');
    await page.getByLabel('Amount (GHC)').fill('300');
    await page.getByLabel('Payee').fill(`${tag} vehicle`);
    await page.getByLabel('Method').selectOption('Mobile Money');
    await page.getByRole('button', { name: 'Save Expense' }).click();
    await expectToastAndClose(page, 'Expense added');

    // General.
    await page.getByRole('link', { name: '+ Add Expense' }).click();
    await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Expense' }).click();
    await expect(page.getByText('Category is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Amount is required', { exact: true })).toBeVisible();
    await page.getByLabel('Category').selectOption('Fines');
    await page.getByLabel('Amount (GHC)').fill('50');
    await page.getByLabel('Payee').fill(`${tag} general`);
    await page.getByRole('button', { name: 'Save Expense' }).click();
    await expectToastAndClose(page, 'Expense added');

    await openSearched(page, tag);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText('3 expenses')).toBeVisible();
    await expect(page.getByText('Total Expenses: ₵1,600.50')).toBeVisible();
    await expect(rows(page).filter({ hasText: unit.title })).toContainText('Caretaker');
    await expect(rows(page).filter({ hasText: vehicle.vehicleRegNum })).toContainText('Fuel');
    await expect(rows(page).filter({ hasText: 'General' })).toContainText('Fines');
  });

  test('edits an expense and filters by category, unit and days, with the totals', async ({
    adminPage: page,
  }) => {
    const tag = unique('Filter ');
    const unit = await createApartment(page.request);
    await createExpense(page.request, {
      payee: tag,
      apartmentId: unit._id,
      category: 'Utilities',
      amount: 80,
      date: '2026-01-10',
    });
    await createExpense(page.request, { payee: tag, category: 'Security', amount: 20, date: '2026-02-10' });
    const edited = await createExpense(page.request, {
      payee: tag,
      category: 'Other',
      amount: 5,
      date: '2026-03-10',
    });
    await openSearched(page, tag);
    await expect(page.getByText('Total Expenses: ₵105.00')).toBeVisible();

    await rows(page).filter({ hasText: '2026-03-10' }).getByRole('button', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(routes.editExpense(edited._id));
    await expect(page.getByLabel('Amount (GHC)')).toHaveValue('5.00');
    await page.getByLabel('Amount (GHC)').fill('15');
    await page.getByRole('button', { name: 'Update Expense' }).click();
    await expectToastAndClose(page, 'Expense updated');

    await openSearched(page, tag);
    await expect(page.getByText('Total Expenses: ₵115.00')).toBeVisible();
    await page.getByLabel('Category').selectOption('Utilities');
    await expect(page.getByText('1 expense', { exact: true })).toBeVisible();
    await expect(page.getByText('Total Expenses: ₵80.00')).toBeVisible();
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('From').fill('2026-02-01');
    await expect(page.getByText('Total Expenses: ₵35.00')).toBeVisible();
    await page.getByLabel('From').fill('');
    const unitFilter = page.getByRole('combobox', { name: 'Unit' });
    await unitFilter.fill(unit.title);
    await page.getByRole('option', { name: unit.title }).click();
    await expect(page).toHaveURL(new RegExp(`apartmentId=${unit._id}`));
    await expect(page.getByText('Total Expenses: ₵80.00')).toBeVisible();

    const sheet = await exportedSheet(page, 'Export Expenses', {
      fileName: EXPENSES_EXPORT_FILE,
      header: HEADER,
    });
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe(unit.title);
  });

  test('a Manager deletes after confirming; Staff see no Delete', async ({ page, makeUser }) => {
    const tag = unique('Delete ');
    const manager = await makeUser('Manager');
    await signIn(page.request, manager.email, manager.password);
    await createExpense(page.request, { payee: tag, amount: 42 });
    await openSearched(page, tag);
    await rows(page)
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(page.getByText('Are you sure you want to delete this expense?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expectToastAndClose(page, 'Expense deleted successfully');
    await expect(page.getByText('No expenses found.')).toBeVisible();

    const staff = await makeUser('Staff');
    await signIn(page.request, staff.email, staff.password);
    await createExpense(page.request, { payee: tag, amount: 7 });
    await openSearched(page, tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  });

  test('360 px: cards with their actions, no sideways scroll; reached from the fleet sidebar', async ({
    adminPage: page,
  }) => {
    const tag = unique('Phone ');
    const vehicle = await createVehicle(page.request);
    await createExpense(page.request, { payee: tag, vehicleId: vehicle._id, category: 'Tyres', amount: 640 });
    await page.goto(routes.vehiclesDashboard);
    await page.getByRole('link', { name: 'Expenses' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${routes.expenses}$`));
    await page.setViewportSize({ width: 360, height: 740 });
    await openSearched(page, tag);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('article').filter({ hasText: vehicle.vehicleRegNum });
    await expect(card).toContainText('Tyres');
    await expect(card.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
