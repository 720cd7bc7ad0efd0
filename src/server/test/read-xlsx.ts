import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

export interface ReadSheet {
  sheetNames: string[];
  header: unknown[];
  /** Every row after the header, as cell values (1-based columns mapped to a 0-based array). */
  rows: unknown[][];
  /** Every sheet's name, header and rows, in order (the first is also `header` and `rows`). */
  sheets: { name: string; header: unknown[]; rows: unknown[][] }[];
}

function sheetValues(sheet: ExcelJS.Worksheet) {
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells = row.values as unknown[];
    values.push(cells.slice(1));
  });
  return { name: sheet.name, header: values[0] ?? [], rows: values.slice(1) };
}

/** Opens an xlsx answer of `app.inject`: its sheets' names, the first sheet's rows, and every sheet. */
export async function readXlsx(response: LightMyRequestResponse): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheets = workbook.worksheets.map(sheetValues);
  return {
    sheetNames: sheets.map((each) => each.name),
    header: sheets[0]?.header ?? [],
    rows: sheets[0]?.rows ?? [],
    sheets,
  };
}
