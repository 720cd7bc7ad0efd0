import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendXlsx, sendXlsxWorkbook, XLSX_CONTENT_TYPE, xlsxSheet } from './xlsx-export';

interface Row {
  name: string;
  amount: number;
  day: string;
}

describe('sendXlsx', () => {
  it('streams one Sheet1 with the header row, numbers as numbers and dates as dates', async () => {
    const app = Fastify();
    const rows: Row[] = Array.from({ length: 2500 }, (_, i) => ({
      name: `Tenant ${i}`,
      amount: 1234.5 + i,
      day: '2026-11-22T00:00:00.000Z',
    }));
    app.get('/export', (_request, reply) =>
      sendXlsx(
        reply,
        'Test_List.xlsx',
        [
          { header: 'Name', value: (row: Row) => row.name },
          { header: 'Amount', kind: 'money', value: (row: Row) => row.amount },
          { header: 'Date', kind: 'date', value: (row: Row) => row.day },
        ],
        rows,
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Test_List.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sheet1']);
    const sheet = workbook.getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Date']);
    expect(sheet.getRow(2).getCell(2).value).toBe(1234.5);
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date('2026-11-22T00:00:00.000Z'));
    await app.close();
  });

  it('ends the worker thread that wrote the file, each time', async () => {
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      sendXlsx(reply, 'T.xlsx', [{ header: 'Name', value: (row: string) => row }], ['a', 'b']),
    );
    /** This process's threads (Linux): a worker thread left running is one more. */
    const threads = () => fs.readdirSync('/proc/self/task').length;
    await app.inject({ method: 'GET', url: '/export' });
    await sleep(100);
    const before = threads();
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/export' })).statusCode).toBe(200);
    }
    await sleep(100);
    expect(threads()).toBe(before);
    await app.close();
  });

  it('cuts the answer short and logs why when the writing fails, without waiting', async () => {
    const logged: { err?: { message?: string } }[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    // A cell exceljs cannot write (it expects rich text to be an array): it fails in the worker.
    const rows = Array.from({ length: 500 }, (_, i) => (i === 300 ? { richText: 5 } : `Tenant ${i}`));
    app.get('/export', (_request, reply) =>
      sendXlsx(reply, 'T.xlsx', [{ header: 'Name', value: (row: unknown) => row as string }], rows),
    );
    await expect(app.inject({ method: 'GET', url: '/export' })).rejects.toThrow(/destroyed/);
    expect(logged.map((line) => line.err?.message)).toEqual([
      'model.value.richText.forEach is not a function',
    ]);
    await app.close();
  });

  it('writes several sheets in their order, an empty one with its header, each read in its turn', async () => {
    const app = Fastify();
    const started: string[] = [];
    /** Rows that note when their reading starts: a sheet's rows are read after the sheets before it. */
    async function* numbers(name: string, count: number) {
      started.push(name);
      for (let i = 0; i < count; i += 1) yield i;
    }
    app.get('/export', (_request, reply) =>
      sendXlsxWorkbook(reply, 'All.xlsx', [
        xlsxSheet({
          name: 'Numbers',
          columns: [{ header: 'N', kind: 'number', value: (n: number) => n }],
          rows: () => numbers('Numbers', 450),
        }),
        xlsxSheet({
          name: 'Nothing',
          columns: [
            { header: 'A', value: (n: number) => n },
            { header: 'B', value: (n: number) => n },
          ],
          rows: () => numbers('Nothing', 0),
        }),
        xlsxSheet({
          name: 'Words',
          columns: [{ header: 'Word', value: (word: string) => word }],
          rows: async () => {
            started.push('Words');
            return ['one', 'two'];
          },
        }),
      ]),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.statusCode).toBe(200);
    expect(started).toEqual(['Numbers', 'Nothing', 'Words']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Numbers', 451],
      ['Nothing', 1],
      ['Words', 3],
    ]);
    expect(workbook.getWorksheet('Numbers')!.getRow(451).getCell(1).value).toBe(449);
    expect(workbook.getWorksheet('Nothing')!.getRow(1).values).toEqual([undefined, 'A', 'B']);
    expect(workbook.getWorksheet('Words')!.getRow(3).getCell(1).value).toBe('two');
    await app.close();
  });
});
