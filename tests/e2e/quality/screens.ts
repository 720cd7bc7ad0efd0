import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import { createApartment, createPayment, createTenant, unique } from '../apartments/helpers';
import {
  asNewBusiness,
  firstReceiptPath,
  startTestPayment,
  statementLinkPath,
  useTestProvider,
} from '../collect/helpers';
import { E2E } from '../env';
import { expect, signIn } from '../fixtures';
import {
  createContract,
  createDocument,
  createReading,
  createRecord,
  createRemittance,
  createSchedule,
  createVehicle,
  serverToday,
} from '../vehicles/helpers';

/**
 * Every screen of the app, once: the accessibility and phone-view specs both walk this table.
 * A new screen is one row. `route` names its entry in `routes` (src/shared/paths.ts); the specs
 * fail when an entry of `routes` has no row.
 */
export interface Screen {
  /** Unique, file-name safe (used for screenshots). */
  name: string;
  route: keyof typeof routes | 'notFound';
  /**
   * Who looks: the signed-in administrator, nobody (signed out, on the main server, where sign-up is
   * open), or nobody on the second server (empty database, sign-up closed).
   */
  as: 'admin' | 'signed-out' | 'first-run';
  /** Makes what the screen needs through the API and answers the URL to open. */
  url: (request: APIRequestContext) => Promise<string | Target>;
  /** The screen's main heading (a pattern when it names a record made for the row). */
  heading: string | RegExp;
  /** Steps after the screen has loaded (open a modal); the checks run on what they leave open. */
  afterLoad?: (page: Page, subject: string) => Promise<void>;
}

/** A URL and the name of the record it shows, for the row's `afterLoad` step. */
interface Target {
  url: string;
  subject: string;
}

const fixed = (url: string) => async () => url;

/** Lists and dashboards are checked with data in them (tables and cards drawn, not the empty state). */
const withData =
  (url: string, make: (request: APIRequestContext) => Promise<unknown>) =>
  async (request: APIRequestContext) => {
    await make(request);
    return url;
  };
const someApartment = (request: APIRequestContext) => createApartment(request);
const somePayment = async (request: APIRequestContext) =>
  createPayment(request, (await createTenant(request))._id);
/** A unit's expense (docs/insight.md §1). */
const someExpense = async (request: APIRequestContext): Promise<{ _id: string }> => {
  const unit = await createApartment(request);
  const response = await request.post(api.expenses, {
    data: { date: '2026-03-14', category: 'Utilities', amount: 250.5, apartmentId: unit._id, payee: 'ECG' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
};
const someRecord = async (request: APIRequestContext) =>
  createRecord(request, (await createVehicle(request))._id);
/** A daily-sales contract behind on its money, with one remittance (a receipt in its ledger). */
const someContract = async (request: APIRequestContext) => {
  const contract = await createContract(request, 'daily_sales');
  const remittance = await createRemittance(request, contract._id, {
    method: 'Mobile Money',
    network: 'MTN MoMo',
    reference: unique('HR'),
    payerPhone: '0245551234',
  });
  return { contract, remittance };
};
/** The contract page of a fresh contract: its heading names the hirer and the vehicle. */
const contractPage = (contract: { _id: string; hirer: { name: string } }): Target => ({
  url: routes.contract(contract._id),
  subject: contract.hirer.name,
});

/**
 * A hired-out taxi with papers of every standing: a roadworthy worked out from its issue date (and
 * an older one, its history), an expired insurance, no VIT (missing); readings from a maintenance
 * job and by hand; a schedule due.
 */
const somePapers = async (request: APIRequestContext) => {
  const today = serverToday();
  const vehicle = await createVehicle(request, { licenseNumExp: addDays(today, 20) });
  await createDocument(request, vehicle._id, {
    kind: 'roadworthy',
    issuedOn: addDays(today, -200),
    expiresOn: null,
  });
  await createDocument(request, vehicle._id, {
    kind: 'roadworthy',
    issuedOn: addDays(today, -20),
    expiresOn: null,
  });
  await createDocument(request, vehicle._id, {
    kind: 'insurance',
    issuedOn: addDays(today, -400),
    expiresOn: addDays(today, -35),
  });
  await createRecord(request, vehicle._id, {
    maintenanceDate: addDays(today, -30),
    status: 'completed',
    odometer: 44_000,
  });
  await createReading(request, vehicle._id, { date: addDays(today, -2), km: 45_200 });
  await createSchedule(request, vehicle._id, { startDate: addDays(today, -120), startKm: 40_000 });
  await createContract(request, 'daily_sales', {}, vehicle);
  return vehicle;
};
/** The page of a vehicle with papers: its heading names the plate and the make and model. */
const vehiclePage = async (request: APIRequestContext): Promise<Target> => {
  const vehicle = await somePapers(request);
  return { url: routes.vehicle(vehicle._id), subject: vehicle.vehicleRegNum };
};

/** A list searched for one record's name (so the record is on its first page), and that name. */
const searchedFor = (list: string, subject: string): Target => ({
  url: `${list}?q=${encodeURIComponent(subject)}`,
  subject,
});
const searchedApartment = async (request: APIRequestContext) =>
  searchedFor(routes.apartments, (await createApartment(request, { title: unique('Axe Flat ') })).title);

/** The User Management tab of /settings, where several rows open a form or a modal. */
const usersTab = {
  route: 'settings',
  as: 'admin',
  url: fixed(`${routes.settings}?tab=users`),
  heading: 'Settings',
} as const;

export const SCREENS: readonly Screen[] = [
  {
    // Import from Excel (docs/insight.md §4), checked with a file's rows and a problem on show.
    name: 'import',
    route: 'importData',
    as: 'admin',
    url: fixed(routes.importData),
    heading: 'Import from Excel',
    afterLoad: async (page) => {
      await page.getByLabel('Spreadsheet file').setInputFiles({
        name: 'flats.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Title,Renting Price,Location\nAxe Import Flat,900,Madina\n,12,Tema\n'),
      });
      await expect(page.getByRole('heading', { name: 'Rows' })).toBeVisible();
    },
  },
  {
    name: 'login',
    route: 'login',
    as: 'signed-out',
    url: fixed(routes.login),
    heading: 'Property Tracking System',
  },
  {
    name: 'first-run-setup',
    route: 'login',
    as: 'first-run',
    url: fixed(routes.login),
    heading: 'Create the administrator account',
  },
  {
    name: 'signup',
    route: 'signup',
    as: 'signed-out',
    url: fixed(routes.signup),
    heading: 'Create your account',
    afterLoad: async (page) => {
      await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    },
  },
  {
    // The first-run server keeps the default SIGNUP=closed.
    name: 'signup-closed',
    route: 'signup',
    as: 'first-run',
    url: fixed(routes.signup),
    heading: 'Sign-up is closed',
  },
  {
    // The E2E servers send SMS nowhere (the log provider): the page says to ask the administrator.
    name: 'forgot-password',
    route: 'forgotPassword',
    as: 'signed-out',
    url: fixed(routes.forgotPassword),
    heading: 'Forgot your password?',
  },
  {
    name: 'home',
    route: 'home',
    as: 'admin',
    url: fixed(routes.home),
    heading: 'Welcome to Your Property Manager',
  },
  {
    name: 'page-not-found',
    route: 'notFound',
    as: 'admin',
    url: fixed('/no/such/screen'),
    heading: 'Page not found',
  },
  {
    name: 'apartments-dashboard',
    route: 'apartmentsDashboard',
    as: 'admin',
    url: withData(routes.apartmentsDashboard, someApartment),
    heading: 'Apartment Dashboard',
  },
  {
    name: 'apartments-list',
    route: 'apartments',
    as: 'admin',
    url: withData(routes.apartments, someApartment),
    heading: 'Apartments List',
  },
  {
    name: 'apartment-details-modal',
    route: 'apartments',
    as: 'admin',
    url: searchedApartment,
    heading: 'Apartments List',
    afterLoad: async (page, title) => {
      await page.getByRole('button', { name: `Details of ${title}` }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    },
  },
  {
    name: 'apartment-delete-confirm',
    route: 'apartments',
    as: 'admin',
    url: searchedApartment,
    heading: 'Apartments List',
    afterLoad: async (page, subject) => {
      await page.getByRole('button', { name: `Delete ${subject}` }).click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this apartment?');
    },
  },
  {
    name: 'add-property',
    route: 'addProperty',
    as: 'admin',
    url: fixed(routes.addProperty),
    heading: 'Add New Property',
  },
  {
    name: 'edit-apartment',
    route: 'editApartment',
    as: 'admin',
    url: async (request) => routes.editApartment((await createApartment(request))._id),
    heading: 'Edit Apartment',
  },
  {
    name: 'tenants-list',
    route: 'tenants',
    as: 'admin',
    url: withData(routes.tenants, createTenant),
    heading: 'Tenant Management',
  },
  {
    name: 'tenant-delete-confirm',
    route: 'tenants',
    as: 'admin',
    url: async (request) => searchedFor(routes.tenants, (await createTenant(request)).tenantName),
    heading: 'Tenant Management',
    afterLoad: async (page, subject) => {
      await page.getByRole('button', { name: `Delete ${subject}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'add-tenant',
    route: 'addTenant',
    as: 'admin',
    url: fixed(routes.addTenant),
    heading: 'Add New Tenant',
  },
  {
    name: 'edit-tenant',
    route: 'editTenant',
    as: 'admin',
    url: async (request) => routes.editTenant((await createTenant(request))._id),
    heading: 'Edit Tenant',
  },
  {
    // In arrears with one payment: the standing, the ledger with a receipt link and every action drawn.
    name: 'tenant-page',
    route: 'tenant',
    as: 'admin',
    url: async (request) => {
      const tenant = await createTenant(request, { tenantName: 'Kwabena Ledger' });
      await createPayment(request, tenant._id);
      return routes.tenant(tenant._id);
    },
    heading: 'Kwabena Ledger',
  },
  {
    name: 'add-tenant-act-220',
    route: 'addTenant',
    as: 'admin',
    url: fixed(routes.addTenant),
    heading: 'Add New Tenant',
    afterLoad: async (page) => {
      await page.getByLabel('No. of Months Rented').fill('12');
      await expect(page.getByRole('status').filter({ hasText: 'Act 220' })).toBeVisible();
    },
  },
  {
    name: 'arrears',
    route: 'arrears',
    as: 'admin',
    // The default rent record started on 2026-01-01 and nothing is paid: in arrears.
    url: async (request) =>
      searchedFor(
        routes.arrears,
        (await createTenant(request, { tenantName: unique('Arrears Tenant ') })).tenantName,
      ),
    heading: 'Arrears',
  },
  {
    name: 'payments-list',
    route: 'payments',
    as: 'admin',
    url: withData(routes.payments, somePayment),
    heading: 'Payment List',
  },
  {
    name: 'add-payment',
    route: 'addPayment',
    as: 'admin',
    url: fixed(routes.addPayment),
    heading: 'Add Payment',
  },
  {
    name: 'edit-payment',
    route: 'editPayment',
    as: 'admin',
    url: async (request) => routes.editPayment((await somePayment(request))._id),
    heading: 'Edit Payment',
  },
  {
    // The tenant chosen from the URL (their standing shown) and the Mobile Money fields open.
    name: 'add-payment-momo',
    route: 'addPayment',
    as: 'admin',
    url: async (request) => `${routes.addPayment}?tenant=${(await createTenant(request))._id}`,
    heading: 'Add Payment',
    afterLoad: async (page) => {
      await expect(page.getByRole('region', { name: /^Standing of / })).toBeVisible();
      await page.getByLabel('Payment Method').selectOption('Mobile Money');
      await expect(page.getByLabel('Network')).toBeVisible();
    },
  },
  {
    name: 'payment-delete-confirm',
    route: 'payments',
    as: 'admin',
    url: async (request) => {
      const tenant = await createTenant(request, { tenantName: unique('Void Payer ') });
      await createPayment(request, tenant._id);
      return searchedFor(routes.payments, tenant.tenantName);
    },
    heading: 'Payment List',
    afterLoad: async (page, subject) => {
      await page.getByRole('button', { name: `Delete payment of ${subject}` }).click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this payment?');
      await expect(page.getByRole('dialog').getByLabel('Reason (optional)')).toBeVisible();
    },
  },
  {
    name: 'receipt',
    route: 'receipt',
    as: 'admin',
    url: async (request) =>
      routes.receipt(
        (
          await createPayment(request, (await createTenant(request))._id, {
            method: 'Mobile Money',
            network: 'MTN MoMo',
            reference: unique('TX-'),
            payerPhone: '0245551234',
          })
        )._id,
      ),
    heading: 'Receipt',
    afterLoad: async (page) => {
      await expect(page.getByRole('article', { name: /^Receipt RCT-/ })).toBeVisible();
    },
  },
  {
    // A voided payment's receipt: the VOID mark with who, when and why.
    name: 'receipt-void',
    route: 'receipt',
    as: 'admin',
    url: async (request) => {
      const payment = await somePayment(request);
      const voided = await request.delete(api.deletePayment(payment._id), {
        data: { reason: 'Entered twice' },
      });
      expect(voided.status(), await voided.text()).toBe(200);
      return routes.receipt(payment._id);
    },
    heading: 'Receipt',
    afterLoad: async (page) => {
      await expect(page.getByRole('note')).toContainText('Entered twice');
    },
  },
  {
    // A tenant in arrears whose lease ended: both alerts drawn, with their Open and WhatsApp links.
    name: 'alerts',
    route: 'alerts',
    as: 'admin',
    url: async (request) => {
      const tenant = await createTenant(request, {
        tenantName: unique('Alerts Tenant '),
        rentedDate: '2000-01-01',
        expirationDate: '2000-12-31',
      });
      return searchedFor(routes.alerts, tenant.tenantName);
    },
    heading: 'Alerts',
    afterLoad: async (page, subject) => {
      await expect(page.getByRole('link', { name: `Open rent arrears of ${subject}` })).toBeVisible();
    },
  },
  {
    // Profit and loss this month: the totals, three charts and three tables drawn.
    name: 'reports',
    route: 'reports',
    as: 'admin',
    url: withData(routes.reports, someRecord),
    heading: 'Profit and loss',
    afterLoad: async (page) => {
      // The month table (cards on a phone) and its chart's drawing.
      const months = page.getByRole('region', { name: 'By month' });
      await expect(months.locator('svg.recharts-surface').first()).toBeVisible();
    },
  },
  {
    name: 'alerts-all',
    route: 'alerts',
    as: 'admin',
    url: withData(`${routes.alerts}?module=apartments&severity=overdue`, createTenant),
    heading: 'Alerts',
  },
  {
    name: 'vehicles-dashboard',
    route: 'vehiclesDashboard',
    as: 'admin',
    url: withData(routes.vehiclesDashboard, createVehicle),
    heading: 'Vehicle Dashboard',
  },
  {
    name: 'vehicles-list',
    route: 'vehicles',
    as: 'admin',
    url: withData(routes.vehicles, createVehicle),
    heading: 'Vehicle Records',
  },
  {
    name: 'add-vehicle',
    route: 'addVehicle',
    as: 'admin',
    url: fixed(routes.addVehicle),
    heading: 'Add Vehicle Record',
  },
  {
    name: 'edit-vehicle',
    route: 'editVehicle',
    as: 'admin',
    url: async (request) => routes.editVehicle((await createVehicle(request))._id),
    heading: 'Edit Vehicle',
  },
  {
    name: 'maintenance-list',
    route: 'maintenance',
    as: 'admin',
    url: withData(routes.maintenance, someRecord),
    heading: 'Maintenance Records',
  },
  {
    name: 'maintenance-details-modal',
    route: 'maintenance',
    as: 'admin',
    url: async (request) => {
      const vehicle = await createVehicle(request);
      await createRecord(request, vehicle._id);
      return searchedFor(routes.maintenance, vehicle.vehicleRegNum);
    },
    heading: 'Maintenance Records',
    afterLoad: async (page, subject) => {
      await page.getByRole('button', { name: `View ${subject}` }).click();
      await expect(page.getByRole('dialog', { name: 'Maintenance Details' })).toBeVisible();
    },
  },
  {
    name: 'add-maintenance',
    route: 'addMaintenance',
    as: 'admin',
    url: fixed(routes.addMaintenance),
    heading: 'Add Maintenance Record',
  },
  {
    name: 'edit-maintenance',
    route: 'editMaintenance',
    as: 'admin',
    url: async (request) => routes.editMaintenance((await someRecord(request))._id),
    heading: 'Edit Maintenance Record',
  },
  {
    name: 'expenses-list',
    route: 'expenses',
    as: 'admin',
    url: withData(routes.expenses, someExpense),
    heading: 'Expenses',
  },
  {
    name: 'add-expense',
    route: 'addExpense',
    as: 'admin',
    url: fixed(routes.addExpense),
    heading: 'Add Expense',
  },
  {
    name: 'edit-expense',
    route: 'editExpense',
    as: 'admin',
    url: async (request) => routes.editExpense((await someExpense(request))._id),
    heading: 'Edit Expense',
  },
  {
    name: 'contracts-list',
    route: 'contracts',
    as: 'admin',
    url: withData(routes.contracts, someContract),
    heading: 'Contracts',
  },
  {
    // One work-and-pay contract found by its hirer: the progress bar drawn.
    name: 'contracts-list-work-and-pay',
    route: 'contracts',
    as: 'admin',
    url: async (request) =>
      searchedFor(routes.contracts, (await createContract(request, 'work_and_pay')).hirer.name),
    heading: 'Contracts',
    afterLoad: async (page) => {
      await expect(page.getByRole('progressbar').first()).toBeVisible();
    },
  },
  {
    name: 'contract-delete-confirm',
    route: 'contracts',
    as: 'admin',
    url: async (request) =>
      searchedFor(routes.contracts, (await createContract(request, 'rental')).hirer.name),
    heading: 'Contracts',
    afterLoad: async (page, subject) => {
      await page.getByRole('button', { name: `Delete contract of ${subject}` }).click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this contract?');
    },
  },
  {
    name: 'add-contract',
    route: 'addContract',
    as: 'admin',
    url: fixed(routes.addContract),
    heading: 'Add Contract',
  },
  {
    // A rental on a vehicle under repair: return day, deposit, the days and total, the warning.
    name: 'add-contract-rental',
    route: 'addContract',
    as: 'admin',
    url: async (request) => {
      const vehicle = await createVehicle(request);
      await createRecord(request, vehicle._id, { status: 'ongoing' });
      return `${routes.addContract}?vehicleId=${vehicle._id}`;
    },
    heading: 'Add Contract',
    afterLoad: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'under maintenance' })).toBeVisible();
      await page.getByLabel('Contract type').selectOption('rental');
      await page.getByLabel('Daily rate').fill('300');
      await page.getByLabel('End date (return day)').fill('2027-01-08');
      await expect(page.getByTestId('rental-summary')).toContainText('Total');
    },
  },
  {
    name: 'edit-contract',
    route: 'editContract',
    as: 'admin',
    url: async (request) => routes.editContract((await createContract(request, 'work_and_pay'))._id),
    heading: 'Edit Contract',
  },
  {
    // Behind, with a Mobile Money remittance: standing, terms, the ledger and every action drawn.
    name: 'contract-page',
    route: 'contract',
    as: 'admin',
    url: async (request) => contractPage((await someContract(request)).contract),
    heading: / · /,
    afterLoad: async (page) => {
      await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
    },
  },
  {
    // Work and pay paid in full: the handed-over banner and a full progress bar.
    name: 'contract-page-handed-over',
    route: 'contract',
    as: 'admin',
    url: async (request) => {
      const contract = await createContract(request, 'work_and_pay', { totalPrice: 2000, amount: 1000 });
      await createRemittance(request, contract._id, { amount: 2000 });
      return contractPage(contract);
    },
    heading: / · /,
    afterLoad: async (page, subject) => {
      await expect(page.getByText(`Vehicle handed over to ${subject}`)).toBeVisible();
    },
  },
  {
    name: 'remittance-void-confirm',
    route: 'contract',
    as: 'admin',
    url: async (request) => contractPage((await someContract(request)).contract),
    heading: / · /,
    afterLoad: async (page) => {
      await page
        .getByRole('button', { name: /^Void RCT-/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toContainText('Are you sure you want to void this remittance?');
      await expect(page.getByRole('dialog').getByLabel('Reason (optional)')).toBeVisible();
    },
  },
  {
    name: 'remittances-board',
    route: 'remittances',
    as: 'admin',
    url: withData(routes.remittances, someContract),
    heading: 'Remittances',
  },
  {
    name: 'remittance-list',
    route: 'remittanceList',
    as: 'admin',
    url: withData(routes.remittanceList, someContract),
    heading: 'All remittances',
  },
  {
    // The remittance form over the board, with the Mobile Money details open.
    name: 'remittance-form',
    route: 'remittances',
    as: 'admin',
    url: async (request) => ({
      url: routes.remittances,
      subject: (await someContract(request)).contract.hirer.name,
    }),
    heading: 'Remittances',
    afterLoad: async (page, subject) => {
      await page.getByRole('button', { name: new RegExp(`^Record remittance of ${subject} `) }).click();
      const dialog = page.getByRole('dialog', { name: 'Record remittance' });
      await expect(dialog).toBeVisible();
      await dialog.getByText('Mobile Money', { exact: true }).click();
      await expect(dialog.getByLabel('Network')).toBeVisible();
    },
  },
  {
    name: 'vehicle-receipt',
    route: 'vehicleReceipt',
    as: 'admin',
    url: async (request) => routes.vehicleReceipt((await someContract(request)).remittance._id),
    heading: 'Receipt',
    afterLoad: async (page) => {
      await expect(page.getByRole('article', { name: /^Receipt RCT-/ })).toBeVisible();
    },
  },
  {
    // Every section drawn, the roadworthy's history opened.
    name: 'vehicle-page',
    route: 'vehicle',
    as: 'admin',
    url: vehiclePage,
    heading: / · Toyota Corolla$/,
    afterLoad: async (page) => {
      await expect(page.getByRole('region', { name: 'Documents' }).getByText('Expired')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Hire contract' }).getByRole('link')).toBeVisible();
      await page.locator('summary', { hasText: 'Roadworthy history' }).click();
      await expect(page.locator('details[open]')).toContainText('worked out');
    },
  },
  {
    // The document form with the hint that names the worked-out expiry.
    name: 'vehicle-add-document',
    route: 'vehicle',
    as: 'admin',
    url: vehiclePage,
    heading: / · Toyota Corolla$/,
    afterLoad: async (page) => {
      await page.getByRole('button', { name: 'Add document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add document' });
      await dialog.getByLabel('Document kind').selectOption('roadworthy');
      await dialog.getByLabel('Issue date').fill('2026-03-10');
      await expect(dialog.getByText(/Leave blank to work it out/)).toBeVisible();
    },
  },
  {
    // The reading form with the server's refusal under the km.
    name: 'vehicle-add-reading-refused',
    route: 'vehicle',
    as: 'admin',
    url: vehiclePage,
    heading: / · Toyota Corolla$/,
    afterLoad: async (page) => {
      await page.getByRole('button', { name: 'Add reading' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add reading' });
      await dialog.getByLabel('Odometer reading (km)').fill('1000');
      await dialog.getByRole('button', { name: 'Save reading' }).click();
      await expect(dialog.getByText(/^Lower than 45,200 km on /)).toBeVisible();
    },
  },
  {
    name: 'vehicle-add-schedule',
    route: 'vehicle',
    as: 'admin',
    url: vehiclePage,
    heading: / · Toyota Corolla$/,
    afterLoad: async (page) => {
      await page.getByRole('button', { name: 'Add schedule' }).click();
      await expect(page.getByRole('dialog', { name: 'Add schedule' })).toBeVisible();
    },
  },
  {
    name: 'compliance',
    route: 'compliance',
    as: 'admin',
    url: withData(routes.compliance, somePapers),
    heading: 'Compliance',
  },
  {
    // Filtered to one vehicle with something expired.
    name: 'compliance-expired',
    route: 'compliance',
    as: 'admin',
    url: async (request) => {
      const vehicle = await somePapers(request);
      return `${routes.compliance}?status=expired&q=${encodeURIComponent(vehicle.vehicleRegNum)}`;
    },
    heading: 'Compliance',
    afterLoad: async (page) => {
      await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
    },
  },
  {
    name: 'settings-profile-tab',
    route: 'settings',
    as: 'admin',
    url: fixed(routes.settings),
    heading: 'Settings',
  },
  {
    name: 'settings-users-tab',
    ...usersTab,
    afterLoad: async (page) => {
      await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
      // A table, and a list of cards on a phone.
      await expect(page.getByRole('table').or(page.getByRole('list', { name: 'Users' }))).toBeVisible();
    },
  },
  {
    name: 'settings-add-user-form',
    ...usersTab,
    afterLoad: async (page) => {
      await page.getByRole('button', { name: 'Add User' }).click();
      await expect(page.getByRole('form', { name: 'Add user' })).toBeVisible();
    },
  },
  {
    name: 'settings-edit-user-modal',
    ...usersTab,
    afterLoad: async (page) => {
      // The administrator's own row is always there; any Edit button opens the same modal.
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
    },
  },
  {
    name: 'settings-payments-tab',
    route: 'settings',
    as: 'admin',
    url: fixed(`${routes.settings}?tab=payments`),
    heading: 'Settings',
    afterLoad: async (page) => {
      await expect(page.getByRole('tab', { name: 'Payments', selected: true })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Payment provider' })).toBeVisible();
    },
  },
  {
    name: 'settings-activity-tab',
    route: 'settings',
    as: 'admin',
    url: async (request) => {
      // An edit, so the before/after view is drawn beside creates.
      const apartment = await createApartment(request, { title: unique('Activity Flat ') });
      const edited = await request.put(api.editApartment(apartment._id), {
        data: { ...apartment, price: apartment.price + 100, status: 'Occupied' },
      });
      expect(edited.status(), await edited.text()).toBe(200);
      return `${routes.settings}?tab=activity`;
    },
    heading: 'Settings',
    afterLoad: async (page) => {
      await expect(page.getByRole('tab', { name: 'Activity', selected: true })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'settings-business-tab',
    route: 'settings',
    as: 'admin',
    url: fixed(`${routes.settings}?tab=business`),
    heading: 'Settings',
    afterLoad: async (page) => {
      await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Business details' })).toBeVisible();
    },
  },
  {
    name: 'settings-reminders-tab',
    route: 'settings',
    as: 'admin',
    url: async (request) => {
      // A test message, so the outbox has a row drawn.
      const sent = await request.post(api.remindersTest, { data: { to: '024 555 0199' } });
      expect(sent.status(), await sent.text()).toBe(200);
      return `${routes.settings}?tab=reminders`;
    },
    heading: 'Settings',
    afterLoad: async (page) => {
      await expect(page.getByRole('tab', { name: 'Reminders', selected: true })).toBeVisible();
      // Folded on a phone (docs/decisions/065-folding-sections.md): opened, so it is drawn and checked.
      const messages = page.getByRole('button', { name: /^Reminder messages/ });
      if ((await messages.getAttribute('aria-expanded')) === 'false') await messages.click();
      await expect(page.getByRole('form', { name: 'Reminder messages' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    },
  },
  {
    name: 'settings-reminders-run-confirm',
    route: 'settings',
    as: 'admin',
    url: fixed(`${routes.settings}?tab=reminders`),
    heading: 'Settings',
    afterLoad: async (page) => {
      await page.getByRole('button', { name: "Send today's reminders now" }).click();
      await expect(page.getByRole('dialog', { name: "Send today's reminders now" })).toBeVisible();
    },
  },
  { name: 'profile', route: 'profile', as: 'admin', url: fixed(routes.profile), heading: 'Profile Settings' },
  {
    // A payment kept on the phone that the server refused (a tenant that is not there): its card,
    // message, Edit and Discard (docs/offline.md §3).
    name: 'outbox',
    route: 'outbox',
    as: 'admin',
    url: fixed(routes.outbox),
    heading: 'Outbox',
    afterLoad: async (page) => {
      await page.evaluate(async (profileUrl) => {
        const profile = (await (await fetch(profileUrl)).json()) as { _id: string; account: { _id: string } };
        await new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('property-manager-outbox', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('records', { keyPath: 'key' });
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const transaction = open.result.transaction('records', 'readwrite');
            transaction.objectStore('records').put({
              key: `screen-check-${Date.now()}-0000`,
              owner: { userId: profile._id, accountId: profile.account._id },
              kind: 'payment',
              url: '/api/apartment/add_payment',
              body: {
                tenant: 'no-such-tenant',
                amountPaid: 150,
                method: 'Cash',
                Date: '2026-11-27',
                status: 'Partial',
              },
              summary: 'Ama Mensah (Room 4, Adenta)',
              subjectId: 'no-such-tenant',
              amount: 150,
              date: '2026-11-27',
              createdAt: Date.now(),
              state: 'waiting',
              attempts: 0,
              nextTryAt: 0,
              error: null,
            });
            transaction.oncomplete = () => {
              open.result.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        });
      }, api.profile);
      // The app reads the outbox when it starts, sends the record and marks it refused.
      await page.reload();
      await expect(page.getByRole('button', { name: /^Edit/ })).toBeVisible();
    },
  },
  // The public pages a tenant or hirer opens from an SMS, signed out (docs/collect.md): the records
  // are made by a new business's owner, from a request context apart from the page's.
  {
    // A rent record in arrears with a Mobile Money payment (its receipt listed).
    name: 'statement',
    route: 'statement',
    as: 'signed-out',
    url: () =>
      asNewBusiness(async (owner) => {
        const tenant = await createTenant(owner, { tenantName: unique('Ama Statement ') });
        await createPayment(owner, tenant._id, {
          method: 'Mobile Money',
          network: 'MTN MoMo',
          reference: unique('TX-'),
          payerPhone: '0245551234',
        });
        const url = await statementLinkPath(owner, { rentRecordId: tenant._id });
        return { url, subject: tenant.tenantName };
      }),
    heading: /^Ama Statement /,
  },
  {
    // The same with online payments on (the test provider): 'Pay now' with an amount refused.
    name: 'statement-pay-now',
    route: 'statement',
    as: 'signed-out',
    url: () =>
      asNewBusiness(async (owner) => {
        await useTestProvider(owner);
        const tenant = await createTenant(owner, { tenantName: unique('Ama Pay Now ') });
        return statementLinkPath(owner, { rentRecordId: tenant._id });
      }),
    heading: /^Ama Pay Now /,
    afterLoad: async (page) => {
      const form = page.getByRole('form', { name: 'Pay now' });
      await form.getByLabel('Amount (GHC)').fill('0');
      await form.getByRole('button', { name: 'Pay now' }).click();
      await expect(form.getByText(/^The amount must be between /)).toBeVisible();
    },
  },
  {
    name: 'statement-not-valid',
    route: 'statement',
    as: 'signed-out',
    url: fixed(routes.statement('no-such-link')),
    heading: 'This link is not valid',
  },
  {
    // A work-and-pay contract's statement: the vehicle, the progress and a remittance.
    name: 'statement-hire',
    route: 'statement',
    as: 'signed-out',
    url: () =>
      asNewBusiness(async (owner) => {
        const contract = await createContract(owner, 'work_and_pay');
        await createRemittance(owner, contract._id);
        return statementLinkPath(owner, { contractId: contract._id });
      }),
    // createContract names its hirers 'Kwesi …'.
    heading: /^Kwesi /,
  },
  {
    name: 'statement-receipt',
    route: 'statementReceipt',
    as: 'signed-out',
    url: () =>
      asNewBusiness(async (owner) => {
        const tenant = await createTenant(owner);
        await createPayment(owner, tenant._id);
        return firstReceiptPath(owner, await statementLinkPath(owner, { rentRecordId: tenant._id }));
      }),
    heading: /^Receipt /,
  },
  {
    // The test provider's checkout (PAYMENTS_TEST_PROVIDER=true on the E2E server).
    name: 'test-checkout',
    route: 'testCheckout',
    as: 'signed-out',
    url: () =>
      asNewBusiness(async (owner) => {
        await useTestProvider(owner);
        const tenant = await createTenant(owner);
        return startTestPayment(owner, await statementLinkPath(owner, { rentRecordId: tenant._id }), 100);
      }),
    heading: 'Test checkout',
  },
];

/** The entries of `routes` every screen table must cover: all but the singular redirect. */
export const ROUTES_WITH_SCREENS = (Object.keys(routes) as (keyof typeof routes)[]).filter(
  (key) => key !== 'paymentsSingular',
);

/**
 * Opens a row's screen and waits until it shows its data (no skeleton, nothing loading), then
 * runs its `afterLoad` step. Signed-out and first-run rows use the page as it is (no cookies).
 */
export async function openScreen(page: Page, screen: Screen) {
  if (screen.as === 'admin') await signIn(page.request, E2E.admin.email, E2E.admin.password);
  const target = await screen.url(page.request);
  const { url, subject } = typeof target === 'string' ? { url: target, subject: '' } : target;
  if (screen.as === 'first-run') {
    // The login row is the setup form; other rows are that server's other signed-out screens.
    if (url === routes.login) await openFirstRun(page);
    else await page.goto(`${E2E.setupURL}${url}`);
  } else await page.goto(url);
  await expect(page.getByRole('heading', { name: screen.heading, exact: true }).first()).toBeVisible();
  await waitUntilLoaded(page);
  if (screen.afterLoad) {
    await screen.afterLoad(page, subject);
    await waitUntilLoaded(page);
  }
}

/** No skeleton, no 'Loading…' status and no 'Checking access...' left on the page. */
export async function waitUntilLoaded(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking access/ })).toHaveCount(0);
}

/**
 * The first-run form, on the second E2E server whose database starts empty (visiting it creates
 * nothing; only submitting would). When the whole suite runs, foundation/first-run.spec.ts may
 * have made its administrator already: the server then answers "not needed", and the same build's
 * form is shown by answering GET /api/setup as a fresh server does.
 */
async function openFirstRun(page: Page) {
  const status = await page.request.get(`${E2E.setupURL}${api.setup}`);
  expect(status.status()).toBe(200);
  if ((await status.json()).needed) {
    await page.goto(`${E2E.setupURL}${routes.login}`);
    return;
  }
  await page.route(`**${api.setup}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { needed: true, signup: false } })
      : route.abort(),
  );
  await page.goto(routes.login);
}
