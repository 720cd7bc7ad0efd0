import type { Page } from '@playwright/test';
import { addDays } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import type { Contract, Remittance } from '../../../src/shared/schemas/hire';
import { unique } from '../apartments/helpers';
import { expect, signIn, test } from '../fixtures';
import { createContract, createRemittance, createVehicle, serverToday, uniqueHirer } from './helpers';

/** Picks a vehicle in the contract form's searchable picker, by its registration. */
async function pickVehicle(page: Page, plate: string) {
  const picker = page.getByRole('combobox', { name: 'Vehicle' });
  await expect(picker).not.toHaveAttribute('placeholder', /Loading/);
  await picker.fill(plate.toLowerCase());
  await page.getByRole('option', { name: `${plate} — Toyota Corolla` }).click();
  await expect(picker).toHaveValue(`${plate} — Toyota Corolla`);
}

/** The terms card's value for a label. */
const term = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Terms' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');

/** A standing card's figure. */
const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Standing' }).getByText(label, { exact: true }).locator('xpath=..');

/** The board's row (or phone card) of one vehicle. */
const boardRow = (page: Page, plate: string) => page.getByRole('row').filter({ hasText: plate });

async function remittancesOf(page: Page, contractId: string): Promise<Remittance[]> {
  return (await page.request.get(`${api.remittances}?contractId=${contractId}`)).json();
}

test.describe('Hire contracts (docs/hire.md)', () => {
  test('creates a daily-sales contract through the form: the vehicle’s driver becomes the hirer', async ({
    adminPage: page,
  }) => {
    const driver = uniqueHirer('Kofi');
    const vehicle = await createVehicle(page.request, { driverName: driver });
    await page.goto(routes.contracts);
    await page.getByRole('link', { name: '+ Add Contract' }).click();
    await expect(page.getByRole('heading', { name: 'Add Contract' })).toBeVisible();
    await pickVehicle(page, vehicle.vehicleRegNum);
    await expect(page.getByLabel('Hirer name')).toHaveValue(driver);
    await expect(page.getByLabel('Hirer phone')).toHaveValue('+233 24 111 2233');
    await expect(page.getByLabel('License number')).toHaveValue('DL-0012345');
    await expect(page.getByLabel('Contract type')).toHaveValue('daily_sales');
    await page.getByLabel('Amount per day').fill('150');
    // Monday to Saturday by default; Sunday is the driver's.
    await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await page.getByText('Sat', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await page.getByLabel('Ghana Card number (optional)').fill('GHA-123456789-0');
    await page.getByRole('button', { name: 'Save Contract' }).click();

    await expect(page).toHaveURL(/\/vehicle\/contract\//);
    await expect(page.getByText('Contract added successfully')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: `${driver} · ${vehicle.vehicleRegNum}` }),
    ).toBeVisible();
    await expect(term(page, 'Type')).toHaveText('Daily sales');
    await expect(term(page, 'Amount')).toHaveText('₵150.00 / day');
    await expect(term(page, 'Working days')).toHaveText('Mon, Tue, Wed, Thu, Fri');
    await expect(term(page, 'Ghana Card')).toHaveText('GHA-123456789-0');
    await expect(term(page, 'Status')).toHaveText('Active');
  });

  test('creates a work-and-pay contract through the form: total price and progress', async ({
    adminPage: page,
  }) => {
    const driver = uniqueHirer('Yaw');
    const vehicle = await createVehicle(page.request, { driverName: driver });
    await page.goto(`${routes.addContract}?vehicleId=${vehicle._id}`);
    await expect(page.getByLabel('Hirer name')).toHaveValue(driver);
    await page.getByLabel('Contract type').selectOption('work_and_pay');
    await page.getByLabel('Frequency').selectOption('weekly');
    await expect(page.getByRole('group', { name: 'Working days' })).toBeHidden();
    await page.getByLabel('Amount per week').fill('1,000');
    await page.getByRole('button', { name: 'Save Contract' }).click();
    await expect(page.getByText('Total price is required for work and pay')).toBeVisible();
    await page.getByLabel('Total price').fill('20000');
    await page.getByRole('button', { name: 'Save Contract' }).click();

    await expect(page).toHaveURL(/\/vehicle\/contract\//);
    await expect(term(page, 'Type')).toHaveText('Work and pay');
    await expect(term(page, 'Amount')).toHaveText('₵1,000.00 / week');
    await expect(term(page, 'Total price')).toHaveText('₵20,000.00');
    await expect(figure(page, 'Balance')).toContainText('₵20,000.00');
    await expect(page.getByRole('progressbar', { name: 'Paid towards the total price' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText(/Forecast end date: \d{4}-\d{2}-\d{2}/)).toBeVisible();
  });

  test('creates a rental through the form: return day, deposit, days and total', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request);
    const customer = uniqueHirer('Esi');
    const start = serverToday();
    await page.goto(routes.addContract);
    await pickVehicle(page, vehicle.vehicleRegNum);
    await page.getByLabel('Contract type').selectOption('rental');
    await expect(page.getByLabel('Frequency')).toBeHidden();
    await page.getByLabel('Daily rate').fill('300');
    await page.getByLabel('End date (return day)').fill(addDays(start, 7));
    await page.getByLabel('Deposit (optional)').fill('500');
    await expect(page.getByTestId('rental-summary')).toHaveText('7 days · Total ₵2,100.00');
    await page.getByLabel('Hirer name').fill(customer);
    await page.getByLabel('Hirer phone').fill('020 111 4455');
    await page.getByRole('button', { name: 'Save Contract' }).click();

    await expect(page).toHaveURL(/\/vehicle\/contract\//);
    await expect(
      page.getByRole('heading', { level: 1, name: `${customer} · ${vehicle.vehicleRegNum}` }),
    ).toBeVisible();
    await expect(term(page, 'Type')).toHaveText('Rental');
    await expect(term(page, 'Daily rate')).toHaveText('₵300.00 / day');
    await expect(term(page, 'Return day')).toHaveText(addDays(start, 7));
    await expect(term(page, 'Days · total')).toHaveText('7 days · ₵2,100.00');
    await expect(term(page, 'Deposit')).toHaveText('₵500.00');
    // The whole rental falls due on its first day.
    await expect(figure(page, 'Arrears')).toContainText('₵2,100.00');
  });

  test('the list filters by type and status in the URL and shows the arrears', async ({
    adminPage: page,
  }) => {
    const contract = await createContract(page.request, 'work_and_pay');
    await page.goto(`${routes.contracts}?q=${encodeURIComponent(contract.hirer.name)}`);
    const row = page.getByRole('row').filter({ hasText: contract.hirer.name });
    await expect(row).toContainText('Work and pay');
    await expect(row).toContainText('₵1,000.00 / week');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await page.getByLabel('Type').selectOption('rental');
    await expect(page).toHaveURL(/type=rental/);
    await expect(page.getByText('No contracts found.')).toBeVisible();
    await page.getByLabel('Type').selectOption('work_and_pay');
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/status=active/);
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: contract.hirer.name, exact: true }).click();
    await expect(page).toHaveURL(routes.contract(contract._id));
  });
});

test.describe('Remittances (docs/hire.md §2 and §4)', () => {
  /** A daily-sales contract of ₵150 every day for the last three days, today included: ₵450 behind. */
  async function threeDaysBehind(page: Page) {
    return createContract(page.request, 'daily_sales', {
      amount: 150,
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      startDate: addDays(serverToday(), -2),
    });
  }

  test('records a remittance from the day’s board and the arrears fall', async ({ adminPage: page }) => {
    const contract = await threeDaysBehind(page);
    const plate = contract.vehicle.vehicleRegNum;
    await page.goto(routes.remittances);
    await expect(page.getByRole('heading', { level: 1, name: 'Remittances' })).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveValue(serverToday());
    const row = boardRow(page, plate);
    await expect(row).toContainText('₵450.00');
    await expect(row).toContainText('Behind');

    // Two taps record the day's amount, never the whole arrears (decision 062).
    await row.getByRole('button', { name: /^Record/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('150.00');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    await expect(page.getByText(/Remittance recorded successfully/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('₵300.00');
    await expect(row.getByRole('cell').nth(3)).toHaveText('₵150.00');

    // All the arrears: the second, explicit button, naming the amount.
    await row.getByRole('button', { name: /^Pay all arrears GHC 300\.00/ }).click();
    await expect(dialog.getByLabel('Amount')).toHaveValue('300.00');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    await expect(row).toContainText('Paid up');
    const amounts = (await remittancesOf(page, contract._id)).map((each) => each.amount);
    expect(amounts.sort((a, b) => a - b)).toEqual([150, 300]);
  });

  test('the toast of a remittance recorded on the board opens its receipt', async ({ adminPage: page }) => {
    const contract = await threeDaysBehind(page);
    const plate = contract.vehicle.vehicleRegNum;
    await page.goto(routes.vehiclesDashboard);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Remittances' })
      .click();
    await boardRow(page, plate)
      .getByRole('button', { name: /^Record/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Record remittance' })
      .getByRole('button', { name: 'Save remittance' })
      .click();
    await page
      .getByRole('link', { name: /^View receipt RCT-\d{6,}$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/vehicle\/receipt\//);
    const receipt = page.getByRole('article', { name: /^Receipt RCT-/ });
    await expect(receipt).toContainText(contract.hirer.name);
    await expect(receipt).toContainText(plate);
    await expect(receipt).toContainText('Daily sales');
    await expect(receipt).toContainText('₵150.00');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Remittances' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the board moves by day and keeps the day in the URL', async ({ adminPage: page }) => {
    const today = serverToday();
    await page.goto(routes.remittances);
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(`${routes.remittances}?date=${addDays(today, -1)}`);
    await expect(page.getByLabel('Date')).toHaveValue(addDays(today, -1));
    await page.getByLabel('Date').fill('2020-01-01');
    await expect(page).toHaveURL(`${routes.remittances}?date=2020-01-01`);
    await expect(page.getByText('No contract runs on 2020-01-01.')).toBeVisible();
    await expect(page.getByRole('link', { name: '+ Add Contract' })).toBeVisible();
  });

  test('voids a remittance with a reason; its receipt stays, marked VOID', async ({ adminPage: page }) => {
    const contract = await createContract(page.request, 'daily_sales');
    const remittance = await createRemittance(page.request, contract._id, { amount: 450 });
    await page.goto(routes.contract(contract._id));
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger).toContainText(remittance.receiptNumber);
    await page.getByRole('button', { name: `Void ${remittance.receiptNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Void remittance' });
    await expect(dialog).toContainText('Are you sure you want to void this remittance?');
    await expect(dialog).toContainText(`Its receipt ${remittance.receiptNumber} stays, marked VOID`);
    await dialog.getByLabel('Reason (optional)').fill('Counted on the wrong contract');
    await dialog.getByRole('button', { name: 'Void' }).click();
    await expect(page.getByText('Remittance voided successfully')).toBeVisible();
    await expect(ledger.getByText(remittance.receiptNumber)).toHaveCount(0);
    expect(await remittancesOf(page, contract._id)).toEqual([]);

    await page.goto(routes.vehicleReceipt(remittance._id));
    const note = page.getByRole('note');
    await expect(note).toContainText('VOID');
    await expect(note).toContainText('Counted on the wrong contract');
    await expect(page.getByRole('article', { name: `Receipt ${remittance.receiptNumber}` })).toContainText(
      contract.vehicle.vehicleRegNum,
    );
  });

  test('paying the rest of a work-and-pay contract hands the vehicle over', async ({ adminPage: page }) => {
    // ₵1,000 a week towards ₵2,000 from 3 weeks ago: both instalments due, ₵1,500 paid.
    const contract = await createContract(page.request, 'work_and_pay', {
      amount: 1000,
      totalPrice: 2000,
      startDate: addDays(serverToday(), -21),
    });
    await createRemittance(page.request, contract._id, { amount: 1500 });
    await page.goto(routes.contract(contract._id));
    await expect(page.getByRole('progressbar', { name: 'Paid towards the total price' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(page.getByText(/Vehicle handed over/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Record remittance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('500.00');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();

    await expect(page.getByText(`Vehicle handed over to ${contract.hirer.name}`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Paid towards the total price' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(term(page, 'Status')).toHaveText('Completed');
    const stored: Contract = await (await page.request.get(api.contract(contract._id))).json();
    expect(stored).toMatchObject({ status: 'completed', balance: 0, completedOn: serverToday() });
  });

  test('the same Mobile Money transaction ID twice is refused, naming the receipt', async ({
    adminPage: page,
  }) => {
    const contract = await createContract(page.request, 'daily_sales');
    const reference = unique('MM');
    const first = await createRemittance(page.request, contract._id, {
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference,
    });
    await page.goto(routes.contract(contract._id));
    await page.getByRole('button', { name: 'Record remittance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await dialog.getByText('Mobile Money', { exact: true }).click();
    await dialog.getByLabel('Network').selectOption('MTN MoMo');
    await dialog.getByLabel('Transaction ID').fill(` ${reference.toLowerCase()} `);
    await dialog.getByLabel('Amount').fill('150');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    const refusal = `This transaction ID is already recorded on receipt ${first.receiptNumber}`;
    await expect(dialog.getByText(new RegExp(refusal))).toBeVisible();
    await expect(dialog.getByLabel('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
    expect(await remittancesOf(page, contract._id)).toHaveLength(1);
  });

  test('Staff record remittances but cannot void them', async ({ page, makeUser }) => {
    const staff = await makeUser('Staff');
    await signIn(page.request, staff.email, staff.password);
    const contract = await createContract(page.request, 'daily_sales');
    await createRemittance(page.request, contract._id);
    await page.goto(routes.contract(contract._id));
    await expect(page.getByRole('table', { name: 'Ledger' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Void / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Record remittance' })).toBeVisible();
  });
});

test.describe('the day’s board on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Record is a big button within thumb reach, and nothing is wider than the screen', async ({
    adminPage: page,
  }) => {
    const contract = await createContract(page.request, 'daily_sales', { amount: 150 });
    const plate = contract.vehicle.vehicleRegNum;
    await page.goto(routes.remittances);
    await expect(page.getByRole('heading', { level: 1, name: 'Remittances' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // The first row's Record is on the first screen, without scrolling.
    await expect(page.getByRole('button', { name: /^Record/ }).first()).toBeInViewport();
    const card = page.getByRole('article').filter({ hasText: plate });
    const record = card.getByRole('button', { name: /^Record/ });
    await record.scrollIntoViewIfNeeded();
    const box = await record.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThan(250);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await record.click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    // The day's amount, though this long-running contract owes far more (decision 062).
    await expect(dialog.getByLabel('Amount')).toHaveValue('150.00');
    const save = dialog.getByRole('button', { name: 'Save remittance' });
    await expect(save).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await save.click();
    await expect(page.getByText(/Remittance recorded successfully/)).toBeVisible();
    await expect(card).toContainText(/Paid\s*₵150\.00/);
  });

  test('Record suggests the day’s GHC 250, and Pay all arrears GHC 2,000.00 is a separate full-width button', async ({
    adminPage: page,
  }) => {
    // GHC 250 every day for the last eight days, today included: GHC 2,000 behind.
    const contract = await createContract(page.request, 'daily_sales', {
      amount: 250,
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      startDate: addDays(serverToday(), -7),
    });
    await page.goto(routes.remittances);
    const card = page.getByRole('article').filter({ hasText: contract.vehicle.vehicleRegNum });
    await expect(card).toContainText('Behind');
    const all = card.getByRole('button', { name: /^Pay all arrears GHC 2,000\.00/ });
    await all.scrollIntoViewIfNeeded();
    const box = await all.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: /^Record/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('250.00');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    await expect(page.getByText(/Remittance recorded successfully/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('₵1,750.00');

    await card.getByRole('button', { name: /^Pay all arrears GHC 1,750\.00/ }).click();
    await expect(dialog.getByLabel('Amount')).toHaveValue('1750.00');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    await expect(card).toContainText('Paid up');
    const amounts = (await remittancesOf(page, contract._id)).map((each) => each.amount);
    expect(amounts.sort((a, b) => a - b)).toEqual([250, 1750]);
  });
});
