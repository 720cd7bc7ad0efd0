import type { APIRequestContext, Page } from '@playwright/test';
import { dailySalesBody } from '../../../src/server/modules/contracts/test-data';
import { createApartment, createPayment, createTenant, unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import {
  createContract,
  createRecord,
  createRemittance,
  createVehicle,
  uniqueHirer,
} from '../vehicles/helpers';
import { openScreen, SCREENS, type Screen } from './screens';

// Two widths of every list, each seeding its long records first, on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * The screens with a table (a list, or a page with one), checked at laptop widths with the sidebar
 * open (docs/decisions/068-tables-fit-a-laptop.md).
 */
const TABLE_SCREENS = [
  'tenants-list',
  'tenant-page',
  'arrears',
  'payments-list',
  'alerts',
  'alerts-all',
  'maintenance-list',
  'contracts-list',
  'contracts-list-work-and-pay',
  'contract-page',
  'remittances-board',
  'remittance-list',
  'vehicle-page',
  'compliance',
  'settings-users-tab',
  'settings-reminders-tab',
] as const;

/** A 1280 px laptop and the 1366 px one of issue 18 (the sidebar is open from md up). */
const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;

const LONG = 'Nii Armah Kwabena Ofori-Atta Mensah-Bonsu Appiah';

/**
 * Records with the longest values a landlord types (names, rooms, addresses, hirers), made after
 * the screen's own records so they are the newest, on every list's first page.
 */
async function seedLongValues(request: APIRequestContext) {
  await createApartment(request, {
    title: unique('Three-bedroom self-contained flat with boys quarters '),
    location: 'Plot 14, Off Spintex Road, near the Coca-Cola roundabout, Baatsona, Accra',
  });
  const tenant = await createTenant(request, {
    tenantName: unique(`${LONG} `),
    roomDescription:
      'Chamber and hall self-contained, Block C, second floor, Room 12B, Kasoa Millennium City',
  });
  await createPayment(request, tenant._id, { amountPaid: 123_456.78, status: 'Partial' });
  const vehicle = await createVehicle(request, {
    make: 'Mercedes-Benz',
    model: 'Sprinter 316 CDI Long Wheelbase',
  });
  await createRecord(request, vehicle._id, {
    issue: [
      'Replace the front and rear brake pads and skim the discs on both axles',
      'Check wheel alignment',
    ],
  });
  const contract = await createContract(
    request,
    'daily_sales',
    { hirer: { ...dailySalesBody(vehicle._id).hirer, name: uniqueHirer(LONG) } },
    vehicle,
  );
  await createRemittance(request, contract._id, { amount: 100 });
}

/** The table boxes (the wrapper that would scroll) that scroll sideways, described for the report. */
function tablesWiderThanTheirBox(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.checkVisibility())
      .map((table) => {
        const box = table.parentElement as HTMLElement;
        return {
          table: table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? 'table',
          overflow: box.scrollWidth - box.clientWidth,
        };
      })
      .filter(({ overflow }) => overflow > 0),
  );
}

/** Buttons and links of the tables' Actions cells that are not wholly inside the viewport. */
function actionsOutOfView(page: Page) {
  return page.evaluate(() => {
    const right = window.innerWidth;
    return [...document.querySelectorAll('table tbody tr')]
      .flatMap((row) => {
        const last = row.lastElementChild;
        return last ? [...last.querySelectorAll('a, button')] : [];
      })
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const box2 = control.closest('div.overflow-x-auto')?.getBoundingClientRect();
        return box.left < 0 || box.right > right || (box2 !== undefined && box.right > box2.right + 0.5);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
  });
}

test('every table screen of the list is a screen of the app', () => {
  const names = new Set(SCREENS.map((screen) => screen.name));
  expect(TABLE_SCREENS.filter((name) => !names.has(name))).toEqual([]);
});

for (const viewport of LAPTOPS) {
  for (const name of TABLE_SCREENS) {
    test(`${name} fits a ${viewport.width} px laptop with the sidebar open`, async ({ page }) => {
      const screen = SCREENS.find((each) => each.name === name) as Screen;
      await page.setViewportSize(viewport);
      const withLongValues: Screen = {
        ...screen,
        url: async (request) => {
          const target = await screen.url(request);
          await seedLongValues(request);
          return target;
        },
      };
      await openScreen(page, withLongValues);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('table').first()).toBeVisible();
      expect(await tablesWiderThanTheirBox(page), 'tables wider than their box').toEqual([]);
      expect(await actionsOutOfView(page), 'row actions cut off').toEqual([]);
    });
  }
}
