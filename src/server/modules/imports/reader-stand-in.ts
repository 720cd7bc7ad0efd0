// THROWAWAY until insight-reader is merged: a csv-only and exceljs xlsx reader with lib/spreadsheet's contract.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { invalid } from '../../lib/domain-errors';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export async function readSpreadsheet(file: Buffer, fileName: string) {
  let table: string[][];
  if (fileName.toLowerCase().endsWith('.csv')) {
    table = parse(file.toString('utf8'), { relax_column_count: true }) as string[][];
  } else {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(file as unknown as ArrayBuffer);
    } catch {
      throw invalid('Not a spreadsheet');
    }
    const sheet = workbook.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: true }, (row) => {
      const cells = (row.values as unknown[]).slice(1);
      table.push(
        cells.map((cell) =>
          cell instanceof Date ? cell.toISOString().slice(0, 10) : cell == null ? '' : String(cell),
        ),
      );
    });
  }
  const [header = [], ...rest] = table;
  if (rest.length > IMPORT_MAX_ROWS) throw invalid('The file has more than 5,000 rows.');
  return {
    columns: header,
    rows: rest.map((values, index) => ({
      row: index + 2,
      values: header.map((_h, i) => values[i] ?? ''),
    })),
  };
}
