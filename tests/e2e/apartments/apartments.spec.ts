import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { card, createApartment, downloadSheet, holdRequests, pageOutsideFixture, unique } from './helpers';

test.describe('Apartments list', () => {
  test('shows each property as a card, searches title or location, filters by status, keeps it in the URL', async ({
    adminPage: page,
  }) => {
    const tag = unique('Zq');
    await createApartment(page.request, {
      title: `${tag} Ridge Villa`,
      location: 'Adum, Kumasi',
      price: 1234.5,
    });
    await createApartment(page.request, {
      title: `${tag} Osu Loft`,
      location: `${tag}town, Accra`,
      status: 'Occupied',
    });
    await createApartment(page.request, { title: `${tag} Spintex House`, status: 'Maintenance' });

    await page.goto(routes.apartments);
    await expect(page.getByRole('heading', { name: 'Apartments List', level: 1 })).toBeVisible();
    await expect(page.getByText('Total Properties')).toBeVisible();

    const search = page.getByPlaceholder('Search by title or location...');
    await search.fill(tag.toUpperCase());
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`));

    const villa = card(page, `${tag} Ridge Villa`);
    await expect(villa).toContainText('Adum, Kumasi');
    await expect(villa).toContainText('GHC 1,234.50/per month');
    await expect(villa.getByText('Available', { exact: true })).toHaveClass(/green/);
    await expect(card(page, 'Osu Loft').getByText('Occupied', { exact: true })).toHaveClass(/red/);
    await expect(card(page, 'Spintex House').getByText('Maintenance', { exact: true })).toHaveClass(/yellow/);

    // The location matches too.
    await search.fill(`${tag}town`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Osu Loft')).toBeVisible();

    await search.fill(tag);
    await page.getByLabel('Status').selectOption('Maintenance');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, 'Spintex House')).toBeVisible();
    await expect(page).toHaveURL(/status=Maintenance/);

    // A refresh keeps the search and the filter.
    await page.reload();
    await expect(page.getByPlaceholder('Search by title or location...')).toHaveValue(tag);
    await expect(page.getByLabel('Status')).toHaveValue('Maintenance');
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.getByLabel('Status').selectOption('All');
    await expect(page.getByRole('article')).toHaveCount(3);
    await search.fill(`${tag}-nothing-like-this`);
    await expect(page.getByText('No apartments found.')).toBeVisible();
  });

  test('pages 9 cards at a time with Previous, numbered buttons and Next; a new search goes back to page 1', async ({
    adminPage: page,
  }) => {
    const tag = unique('Pg');
    for (let i = 1; i <= 11; i += 1) await createApartment(page.request, { title: `${tag} Unit ${i}` });
    await page.goto(`${routes.apartments}?q=${tag}`);
    await expect(page.getByRole('article')).toHaveCount(9);
    // Newest first.
    await expect(page.getByRole('article').first()).toContainText(`${tag} Unit 11`);
    const pages = page.getByRole('navigation', { name: 'Apartments pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('article').last()).toContainText(`${tag} Unit 1`);

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('article')).toHaveCount(9);
    await pages.getByRole('button', { name: '2' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByPlaceholder('Search by title or location...').fill(`${tag} Unit 1`);
    await expect(page).not.toHaveURL(/page=/);
    // "Unit 1", "Unit 10", "Unit 11".
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(pages).toHaveCount(0);
  });

  test('Details opens a modal with title, location, price, status and description', async ({
    adminPage: page,
  }) => {
    const title = unique('Detail Flat ');
    await createApartment(page.request, {
      title,
      location: 'Cantonments, Accra',
      price: '12000',
      status: 'Occupied',
      description: 'Three bedrooms with a boys quarters',
    });
    await page.goto(`${routes.apartments}?q=${encodeURIComponent(title)}`);
    await card(page, title)
      .getByRole('button', { name: `Details of ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('Cantonments, Accra');
    await expect(dialog).toContainText('GHC 12,000.00/per month');
    await expect(dialog).toContainText('Occupied');
    await expect(dialog).toContainText('Three bedrooms with a boys quarters');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Delete asks first; Cancel keeps the property, confirming deletes it with a toast', async ({
    adminPage: page,
  }) => {
    const title = unique('Doomed Flat ');
    await createApartment(page.request, { title });
    await page.goto(`${routes.apartments}?q=${encodeURIComponent(title)}`);
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this apartment?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toBeVisible();

    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Apartment Deleted Successfully')).toBeVisible();
    await expect(page.getByText('No apartments found.')).toBeVisible();
  });

  test('Export Apartments downloads every property matching the search and filter, not only one page', async ({
    adminPage: page,
  }) => {
    const tag = unique('Xp');
    for (let i = 1; i <= 10; i += 1) {
      await createApartment(page.request, {
        title: `${tag} Export ${i}`,
        price: 1000 + i + 0.25,
        status: i <= 7 ? 'Occupied' : 'Available',
      });
    }
    await page.goto(`${routes.apartments}?q=${tag}`);
    await expect(page.getByRole('article')).toHaveCount(9);

    const all = await downloadSheet(page, () =>
      page.getByRole('button', { name: 'Export Apartments' }).click(),
    );
    expect(all.fileName).toBe('Apartments_List.xlsx');
    expect(all.sheetNames).toEqual(['Sheet1']);
    expect(all.header).toEqual(['Title', 'Renting Price', 'Location', 'Description', 'Apartment Status']);
    expect(all.rows).toHaveLength(10);
    const first = all.rows.find((cells) => cells[0] === `${tag} Export 1`);
    expect(first?.[1]).toBe(1001.25);

    await page.getByLabel('Status').selectOption('Available');
    await expect(page.getByRole('article')).toHaveCount(3);
    const available = await downloadSheet(page, () =>
      page.getByRole('button', { name: 'Export Apartments' }).click(),
    );
    expect(available.rows).toHaveLength(3);
    expect(available.rows.every((cells) => cells[4] === 'Available')).toBe(true);
  });
});

test.describe('Add property', () => {
  test('checks the required fields, keeps what was typed, adds with a toast and goes to the list', async ({
    adminPage: page,
  }) => {
    await page.goto(routes.apartments);
    await page.getByRole('link', { name: '+ Add Property' }).click();
    await expect(page).toHaveURL(routes.addProperty);
    await expect(page.getByRole('heading', { name: 'Add New Property' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('Available');

    const title = unique('New Flat ');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Price (per month)').fill('abc');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Location is required')).toBeVisible();
    await expect(page.getByText('Price must be a number')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);

    await page.getByLabel('Location').fill('Bantama, Kumasi');
    await page.getByLabel('Price (per month)').fill('1,850.5');
    await page.getByLabel('Status').selectOption('Occupied');
    await page.getByLabel('Tenant (optional)').fill('Yaa Asantewaa');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Apartment Added Successfully')).toBeVisible();
    await expect(page).toHaveURL(routes.apartments);

    await page.getByPlaceholder('Search by title or location...').fill(title);
    await expect(card(page, title)).toContainText('GHC 1,850.50/per month');
    await expect(card(page, title)).toContainText('Occupied');
  });

  test('disables the button while saving and keeps the form when the server refuses', async ({
    adminPage: page,
  }) => {
    await page.goto(routes.addProperty);
    const title = unique('Slow Flat ');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Location').fill('Madina, Accra');
    await page.getByLabel('Price (per month)').fill('900');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(api.addApartment, async (route) => {
      await held;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Title is already in use',
          errors: [{ path: 'title', message: 'Title is already in use' }],
        }),
      });
    });
    await page.getByRole('button', { name: 'Add Property' }).click();
    const busy = page.getByRole('button', { name: 'Adding your Property...' });
    await expect(busy).toBeDisabled();
    release();
    // The server's message in a toast and under its field; nothing typed is lost.
    await expect(page.getByRole('alert').filter({ hasText: 'Title is already in use' })).toBeVisible();
    await expect(page.locator('form').getByText('Title is already in use')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Location')).toHaveValue('Madina, Accra');
    await expect(page.getByRole('button', { name: 'Add Property' })).toBeEnabled();
    await expect(page).toHaveURL(routes.addProperty);
  });
});

test.describe('Edit apartment', () => {
  test('loads the property, requires the description, saves with a toast and goes to the list', async ({
    adminPage: page,
  }) => {
    const title = unique('Edit Flat ');
    const apartment = await createApartment(page.request, { title, description: '' });
    await page.goto(`${routes.apartments}?q=${encodeURIComponent(title)}`);
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(routes.editApartment(apartment._id));
    await expect(page.getByRole('heading', { name: 'Edit Apartment' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Price (per month)')).toHaveValue('2500.00');

    await page.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Description is required')).toBeVisible();

    await page.getByLabel('Description').fill('Renovated kitchen');
    await page.getByLabel('Price (per month)').fill('2750');
    await page.getByLabel('Status').selectOption('Maintenance');
    await page.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Apartment updated successfully')).toBeVisible();
    await expect(page).toHaveURL(routes.apartments);
    await page.getByPlaceholder('Search by title or location...').fill(title);
    await expect(card(page, title)).toContainText('GHC 2,750.00/per month');
    await expect(card(page, title)).toContainText('Maintenance');
  });

  test('shows a skeleton, then the inline error for an unknown property', async ({ browser }) => {
    const { page, close } = await pageOutsideFixture(browser);
    const release = await holdRequests(page, /\/api\/get\/apartment_property\//);
    await page.goto(routes.editApartment('no-such-apartment'));
    await expect(page.getByRole('status').filter({ hasText: 'Loading apartment...' })).toBeVisible();
    release();
    await expect(page.getByText('Failed to fetch apartment data.')).toBeVisible();
    await close();
  });
});
