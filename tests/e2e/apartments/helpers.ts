import type { APIRequestContext, Browser, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apartmentBody, rentRecordBody } from '../../../src/server/modules/apartments/test-data';
import { api, routes } from '../../../src/shared/paths';
import type { AddApartmentBody, Apartment } from '../../../src/shared/schemas/apartments';
import type { AddPaymentBody, Payment } from '../../../src/shared/schemas/payments';
import type { AddRentRecordBody, RentRecord } from '../../../src/shared/schemas/rent-records';
import { E2E } from '../env';
import { expect, signIn } from '../fixtures';

let serial = 0;

/** A word no other spec (or run) uses, so searches find only this test's records. */
export function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}${Math.floor(Math.random() * 1000)}`;
}

export async function createApartment(
  request: APIRequestContext,
  overrides: Partial<AddApartmentBody> = {},
): Promise<Apartment> {
  const response = await request.post(api.addApartment, {
    data: apartmentBody({
      title: unique('Flat '),
      description: 'Two bedrooms, water and light included',
      ...overrides,
    }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function createTenant(
  request: APIRequestContext,
  overrides: Partial<AddRentRecordBody> = {},
): Promise<RentRecord> {
  const response = await request.post(api.addRentRecord, {
    data: rentRecordBody({ tenantName: unique('Tenant '), roomDescription: 'Room 4, Adenta', ...overrides }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

export async function createPayment(
  request: APIRequestContext,
  tenantId: string,
  overrides: Partial<AddPaymentBody> = {},
): Promise<Payment> {
  const response = await request.post(api.addPayment, {
    data: {
      tenant: tenantId,
      amountPaid: 500,
      method: 'Cash',
      Date: '2026-02-01',
      status: 'Completed',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Clicks `trigger`, waits for the download and opens its first sheet. */
export async function downloadSheet(page: Page, trigger: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const workbook = await readWorkbook(download);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return {
    fileName: download.suggestedFilename(),
    sheetNames: workbook.worksheets.map((each) => each.name),
    header: rows[0] ?? [],
    rows: rows.slice(1),
  };
}

async function readWorkbook(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/**
 * A page of its own (not the fixture's), signed in: for tests where the browser logs failed
 * requests as console errors on purpose (404s, refused calls, simulated outages).
 */
export async function pageOutsideFixture(
  browser: Browser,
  credentials: { email: string; password: string } = E2E.admin,
) {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const page = await context.newPage();
  await signIn(page.request, credentials.email, credentials.password);
  return { page, close: () => context.close() };
}

/**
 * Holds every request to `url` until the returned function is called, so a test sees what a screen
 * shows while it waits (a skeleton) however fast or slow the machine: a fixed delay could end before
 * the screen is drawn, its code loading while the route prefetches the data.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The card of one property on the Apartments list or the dashboard. */
export const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The table row holding `text`. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Opens the delete dialog of the payment of tenant `name` from the Payments list searched for them. */
export async function openDeletePayment(page: Page, name: string) {
  await page.goto(`${routes.payments}?q=${encodeURIComponent(name)}`);
  await row(page, name)
    .getByRole('button', { name: `Delete payment of ${name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this payment?');
  return dialog;
}
