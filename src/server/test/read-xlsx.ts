import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

export interface ReadSheet {
  sheetNames: string[];
  header: unknown[];
  /** Every row after the header, as cell values (1-based columns mapped to a 0-based array). */
  rows: unknown[][];
}

/** Opens an xlsx answer of `app.inject` and returns its sheets' names and the first sheet's rows. */
export async function readXlsx(response: LightMyRequestResponse): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells = row.values as unknown[];
    values.push(cells.slice(1));
  });
  return {
    sheetNames: workbook.worksheets.map((each) => each.name),
    header: values[0] ?? [],
    rows: values.slice(1),
  };
}
