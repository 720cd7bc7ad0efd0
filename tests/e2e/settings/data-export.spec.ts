import ExcelJS from 'exceljs';
import { DEFAULT_TIMEZONE } from '../../../src/shared/constants';
import { DATA_EXPORT_SHEETS } from '../../../src/shared/data-export';
import { today } from '../../../src/shared/dates';
import { createApartment } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { sidewaysScroll } from '../paged-list';

test.describe("Settings → Business → 'Download all my data' (docs/backups.md §4)", () => {
  test('the Admin downloads one workbook of every kind of record, the new property in it', async ({
    adminPage: page,
  }) => {
    const property = await createApartment(page.request);
    await page.goto('/settings?tab=business');
    const button = page.getByRole('button', { name: 'Download all my data' });
    await expect(button).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`Business_Data_${today(DEFAULT_TIMEZONE)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([...DATA_EXPORT_SHEETS]);
    const properties = workbook.getWorksheet('Properties');
    expect(properties?.getRow(1).getCell(1).value).toBe('Title');
    const titles: unknown[] = [];
    properties?.eachRow((row, number) => {
      if (number > 1) titles.push(row.getCell(1).value);
    });
    expect(titles).toContain(property.title);
    const users = workbook.getWorksheet('Users');
    expect(users?.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Email',
      'Phone',
      'Role',
      'Time Zone',
      'Added On',
    ]);
    await expect(button).toBeEnabled();
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the button is there and nothing scrolls sideways', async ({ adminPage: page }) => {
      await page.goto('/settings?tab=business');
      await expect(page.getByRole('button', { name: 'Download all my data' })).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
});
