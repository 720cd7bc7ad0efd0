import ExcelJS from 'exceljs';
import { IMPORT_FIELDS } from '../../../src/shared/imports';
import { routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { sidewaysScroll } from '../paged-list';
import { openAs } from '../settings/helpers';

/** A csv of properties as a person types it: the export's headers, one row per title. */
function propertiesCsv(rows: string[][]) {
  const header = ['Title', 'Renting Price', 'Location'];
  return {
    name: 'properties.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].map((row) => row.join(',')).join('\n')),
  };
}

test.describe('Import from Excel (docs/insight.md §4)', () => {
  test('template, a row with a problem named, unticked, imported, then a duplicate warned', async ({
    adminPage: page,
  }) => {
    await page.goto(routes.importData);
    await expect(page.getByRole('heading', { name: 'Import from Excel' })).toBeVisible();
    await expect(page.getByLabel('What to import')).toHaveValue('apartments');

    // The template: the export's headers, filled in by the landlord.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Import_apartments_template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Sheet1');
    if (!sheet) throw new Error('the template has no Sheet1');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      IMPORT_FIELDS.apartments.map((field) => field.header),
    );
    const good = unique('Imported Flat ');
    const bad = unique('Bad Flat ');
    sheet.addRow([good, 1800, 'Madina', 'Two bedrooms', 'Available', '']);
    sheet.addRow([bad, 'twelve', 'Madina', '', '', '']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = { name: 'properties.xlsx', mimeType: 'application/octet-stream', buffer: filled };

    await page.getByLabel('Spreadsheet file').setInputFiles(file);
    await expect(page.getByRole('heading', { name: 'Columns' })).toBeVisible();
    // The columns were matched by their headers.
    await expect(page.getByLabel('Renting Price', { exact: true })).toHaveValue('price');
    // The problem is named by row and column.
    const badRow = page.getByRole('row').filter({ hasText: bad });
    await expect(badRow).toContainText('Renting Price:');
    await expect(badRow).toContainText('Price must be a number');
    await expect(page.getByText('2 rows: 2 ticked, 1 with problems, 0 possible duplicates.')).toBeVisible();
    const importButton = page.getByRole('button', { name: /^Import \d+ rows?$/ });
    await expect(importButton).toBeDisabled();

    await page.getByRole('button', { name: 'Untick rows with problems' }).click();
    await expect(page.getByRole('checkbox', { name: 'Import row 3' })).not.toBeChecked();
    await expect(importButton).toHaveText('Import 1 row');
    await importButton.click();
    const toast = page.getByRole('alert').filter({ hasText: '1 record imported.' });
    await expect(toast).toBeVisible();
    await toast.getByRole('link', { name: 'Open the list' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.apartments}$`));
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(good);
    await expect(page.getByText(good).first()).toBeVisible();
    await expect(page.getByText(bad)).toHaveCount(0);

    // The same file again: the imported row is flagged as a possible duplicate (a warning only).
    await page.goto(routes.importData);
    await page.getByLabel('Spreadsheet file').setInputFiles(file);
    const goodRow = page.getByRole('row').filter({ hasText: good });
    await expect(goodRow).toContainText('Looks like a record already saved');
    await expect(page.getByText('2 rows: 2 ticked, 1 with problems, 1 possible duplicate.')).toBeVisible();
  });

  test('changing a column’s field checks the rows again', async ({ adminPage: page }) => {
    await page.goto(routes.importData);
    const title = unique('Mapped Flat ');
    await page.getByLabel('Spreadsheet file').setInputFiles({
      name: 'flats.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Flat,Renting Price,Location\n${title},900,Kasoa\n`),
    });
    // 'Flat' is no header the app knows: the title is missing until the column is mapped.
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Flat', { exact: true }).selectOption('title');
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '1 record imported.' })).toBeVisible();
  });

  test('a Staff member opening /import lands on /home, with no link to it', async ({ page, makeUser }) => {
    const staff = await makeUser('Staff');
    await openAs(page, staff, routes.importData);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Import from Excel' })).toHaveCount(0);
  });

  test('a Manager reaches it from the sidebar', async ({ page, makeUser }) => {
    const manager = await makeUser('Manager');
    await openAs(page, manager, routes.apartments);
    await page.getByRole('link', { name: 'Import from Excel' }).click();
    await expect(page.getByRole('heading', { name: 'Import from Excel' })).toBeVisible();
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('rows are cards with their tick and problems, and nothing scrolls sideways', async ({
      adminPage: page,
    }) => {
      await page.goto(routes.importData);
      await page.getByLabel('Spreadsheet file').setInputFiles(
        propertiesCsv([
          [unique('Phone Flat '), '700', 'Tema'],
          ['', '700', 'Tema'],
        ]),
      );
      await expect(page.getByRole('checkbox', { name: 'Import row 2' })).toBeChecked();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.getByRole('checkbox', { name: 'Import row 3' }).uncheck();
      await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
    });
  });
});
