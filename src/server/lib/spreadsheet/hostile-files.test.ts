import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../domain-errors';
import { IMPORT_MAX_BYTES, SPREADSHEET_MESSAGES as M, READER_LIMITS, readSpreadsheet } from './index';
import { deflatedRun, numberCell, sheetXml, textCell, xlsxFile, zipFile } from './test-files';
import { ZIP_LIMITS } from './xlsx';

/** Reads a file that must be refused: its 400's message, how long it took, how much RSS grew. */
async function refused(file: Buffer, name = 'file.xlsx') {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const error = await readSpreadsheet(file, name).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const ms = performance.now() - started;
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).kind).toBe('invalid');
  return {
    message: (error as DomainError).message,
    ms,
    rssGrowthMb: (process.memoryUsage().rss - rssBefore) / 2 ** 20,
  };
}

const header = `<row r="1">${textCell('A1', 'Title')}${textCell('B1', 'Rent')}</row>`;
const dataRow = (r: number) =>
  `<row r="${r}">${textCell(`A${r}`, `Flat ${r}`)}${numberCell(`B${r}`, r * 10)}</row>`;

/**
 * Each read starts a worker thread (under tsx here, about a second on an idle machine; 0.1 s built):
 * generous test timeouts for a shared, loaded machine. "Answered in time" means before the
 * reader's own time limit, with the refusal of the check meant to catch the file, not 'took too long'.
 */
const SLOW = { timeout: 90_000 };

describe('readSpreadsheet: zip bombs', SLOW, () => {
  it('refuses a few-KB zip declaring gigabytes from its central directory alone', async () => {
    const file = xlsxFile({ deflated: await deflatedRun(1024 * 1024), declaredSize: 4_000_000_000 });
    expect(file.length).toBeLessThan(10_000);
    const { message, ms, rssGrowthMb } = await refused(file);
    expect(message).toBe(M.tooBig);
    expect(ms).toBeLessThan(READER_LIMITS.timeMs);
    expect(rssGrowthMb).toBeLessThan(100);
  });

  it('refuses a sheet that lies about its size (10 KB declared, 300 MB inflated), within seconds and bounded memory', async () => {
    const deflated = await deflatedRun(
      300 * 1024 * 1024,
      0x20,
      sheetXml(header).replace('</sheetData></worksheet>', ''),
    );
    const file = xlsxFile({ deflated, declaredSize: 10_000 });
    expect(file.length).toBeLessThan(IMPORT_MAX_BYTES);
    const { message, ms, rssGrowthMb } = await refused(file);
    expect(message).toBe(M.damaged);
    expect(ms).toBeLessThan(READER_LIMITS.timeMs);
    expect(rssGrowthMb).toBeLessThan(100);
  });

  it('refuses a sheet honest about inflating to 300 MB, and parts that together pass 100 MB', async () => {
    const deflated = await deflatedRun(300 * 1024 * 1024);
    expect((await refused(xlsxFile({ deflated, declaredSize: 300 * 1024 * 1024 }))).message).toBe(M.tooBig);
    // Forty parts of 3 MB each (none read), pointing nowhere the reader goes: 120 MB declared in all.
    const padding = Array.from({ length: 40 }, (_, i) => ({
      name: `xl/media/image${i}.png`,
      data: Buffer.alloc(3 * 1024 * 1024),
    }));
    const many = xlsxFile({ data: sheetXml(header + dataRow(2)) }, padding);
    expect(many.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect((await refused(many)).message).toBe(M.tooBig);
  });

  it(`refuses a zip of more than ${ZIP_LIMITS.entries} entries`, async () => {
    const entries = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({
      name: `xl/x/${i}.xml`,
      data: '',
    }));
    const { message, ms } = await refused(xlsxFile({ data: sheetXml(header + dataRow(2)) }, entries));
    expect(message).toBe(M.tooBig);
    expect(ms).toBeLessThan(READER_LIMITS.timeMs);
  });
});

describe('readSpreadsheet: crafted sheets', SLOW, () => {
  it('refuses a DTD: billion laughs and an external entity', async () => {
    const laughs = [
      '<!DOCTYPE worksheet [<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i ? i : ''};`.repeat(10)}">`),
      ']>',
    ].join('');
    const bomb = xlsxFile({
      data: sheetXml(`${header}<row r="2">${textCell('A2', '&lol9;')}</row>`, { head: laughs }),
    });
    const { message, ms, rssGrowthMb } = await refused(bomb);
    expect(message).toBe(M.damaged);
    expect(ms).toBeLessThan(READER_LIMITS.timeMs);
    expect(rssGrowthMb).toBeLessThan(100);
    const external = xlsxFile({
      data: sheetXml(`${header}<row r="2">${textCell('A2', '&xxe;')}</row>`, {
        head: '<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      }),
    });
    expect((await refused(external)).message).toBe(M.damaged);
    // Without a DTD, an undeclared entity is refused too, never passed on as text.
    const undeclared = xlsxFile({ data: sheetXml(`${header}<row r="2">${textCell('A2', '&xxe;')}</row>`) });
    expect((await refused(undeclared)).message).toBe(M.damaged);
  });

  it('reads a sheet whose dimension claims a million rows and 16,384 columns by what it holds', async () => {
    const file = xlsxFile({
      data: sheetXml(`${header}${dataRow(2)}<row r="1048576">${textCell('A1048576', 'Last')}</row>`, {
        top: '<dimension ref="A1:XFD1048576"/>',
      }),
    });
    expect(await readSpreadsheet(file, 'a.xlsx')).toEqual({
      columns: ['Title', 'Rent'],
      rows: [
        { row: 2, values: ['Flat 2', '20'] },
        { row: 1_048_576, values: ['Last', ''] },
      ],
    });
  });

  it('refuses 100,000 rows of xlsx and of csv quickly, naming the 5,000-row limit', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => dataRow(i + 2)).join('');
    const xlsx = xlsxFile({ data: sheetXml(header + rows) });
    expect(xlsx.length).toBeLessThan(IMPORT_MAX_BYTES);
    const fromXlsx = await refused(xlsx);
    expect(fromXlsx.message).toBe('The file has more than 5,000 rows.');
    expect(fromXlsx.ms).toBeLessThan(READER_LIMITS.timeMs);
    const csv = Buffer.from(
      ['Title,Rent', ...Array.from({ length: 100_000 }, (_, i) => `Flat ${i},${i}`)].join('\r\n'),
    );
    expect(csv.length).toBeLessThan(IMPORT_MAX_BYTES);
    const fromCsv = await refused(csv, 'a.csv');
    expect(fromCsv.message).toBe('The file has more than 5,000 rows.');
    expect(fromCsv.ms).toBeLessThan(READER_LIMITS.timeMs);
  });

  it('reads hostile CSV shapes in bounded time: a million commas, 2.4 million blank lines, 5 MB of quotes', async () => {
    const started = performance.now();
    const commas = await readSpreadsheet(Buffer.from(`Title,${','.repeat(5_000_000)}\nx\n`), 'a.csv');
    expect(commas).toEqual({ columns: ['Title'], rows: [{ row: 2, values: ['x'] }] });
    expect(performance.now() - started).toBeLessThan(READER_LIMITS.timeMs);
    const filledCommas = await refused(Buffer.from(`${'a,'.repeat(2_500_000)}\n`), 'a.csv');
    expect(filledCommas.message).toBe(M.tooManyColumns);
    const blank = await refused(Buffer.from(`Title\n${',\n'.repeat(2_400_000)}`), 'a.csv');
    expect(blank.message).toBe(M.noRows);
    const quotes = await refused(Buffer.from(`Title\n"${'""'.repeat(2_500_000)}"\n`), 'a.csv');
    expect(quotes.message).toBe(M.longCell('A2'));
    for (const { ms } of [filledCommas, blank, quotes]) expect(ms).toBeLessThan(READER_LIMITS.timeMs);
  });

  it('refuses a 50 MB file at once', async () => {
    const { message, ms } = await refused(Buffer.alloc(50 * 1024 * 1024, 0x61), 'big.csv');
    expect(message).toBe('The file is larger than 5 MB.');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a cell longer than 32,767 characters, in xlsx (inline and shared) and in csv', async () => {
    const long = 'x'.repeat(40_000);
    const inline = xlsxFile({
      data: sheetXml(`${header}<row r="2">${numberCell('A2', 1)}${textCell('B2', long)}</row>`),
    });
    expect((await refused(inline)).message).toBe(M.longCell('B2'));
    // A 4 MB cell: the scanner hands it over in pieces and the reader stops at the limit.
    const huge = xlsxFile({
      data: sheetXml(`${header}<row r="2">${textCell('A2', 'y'.repeat(4_000_000))}</row>`),
    });
    expect((await refused(huge)).message).toBe(M.longCell('A2'));
    const shared = await (async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRow(['Title', 'Note']);
      sheet.addRow(['Flat 1', 'ok']);
      sheet.addRow(['Flat 2', long]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    })();
    expect((await refused(shared)).message).toBe(M.longCell('B3'));
    expect((await refused(Buffer.from(`Title,Note\nFlat 1,${long}\n`), 'a.csv')).message).toBe(
      M.longCell('B2'),
    );
  });

  it('refuses a cell beyond the 100th column, but not empty formatted cells there', async () => {
    const far = xlsxFile({
      data: sheetXml(`${header}<row r="2">${numberCell('A2', 1)}${numberCell('CW2', 5)}</row>`),
    });
    expect((await refused(far)).message).toBe(M.tooManyColumns);
    const formatted = xlsxFile({
      data: sheetXml(`${header}<row r="2">${numberCell('A2', 1)}<c r="CW2" s="0"/><c r="XFD2" s="0"/></row>`),
    });
    expect((await readSpreadsheet(formatted, 'a.xlsx')).rows).toEqual([{ row: 2, values: ['1', ''] }]);
    const wideCsv = Buffer.from(`${Array.from({ length: 101 }, (_, i) => `C${i}`).join(';')}\n1;2\n`);
    expect((await refused(wideCsv, 'a.csv')).message).toBe(M.tooManyColumns);
  });

  it('refuses malformed XML, a zip that is no workbook, an OpenDocument sheet and a truncated zip', async () => {
    expect((await refused(xlsxFile({ data: '<worksheet><sheetData><row><c r="A1"' }))).message).toBe(
      M.damaged,
    );
    expect((await refused(zipFile([{ name: 'word/document.xml', data: '<w:document/>' }]))).message).toBe(
      M.notSpreadsheet,
    );
    const ods = zipFile([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' },
      { name: 'content.xml', data: '<office:document-content/>' },
    ]);
    expect((await refused(ods, 'a.ods')).message).toBe(M.otherWorkbook);
    const whole = xlsxFile({ data: sheetXml(header + dataRow(2)) });
    expect((await refused(whole.subarray(0, whole.length - 30))).message).toBe(M.damaged);
  });

  it('refuses repeated headings and values under no heading; drops empty unheaded columns', async () => {
    const twice = Buffer.from('Title,Rent,Title\nFlat 1,10,x\n');
    expect((await refused(twice, 'a.csv')).message).toBe(M.sameHeading('Title'));
    const unheaded = Buffer.from('Title,,Rent\nFlat 1,,10\nFlat 2,oops,20\n');
    expect((await refused(unheaded, 'a.csv')).message).toBe(M.noHeading('B3'));
    const spacer = Buffer.from('Title,,Rent\nFlat 1,,10\n');
    expect(await readSpreadsheet(spacer, 'a.csv')).toEqual({
      columns: ['Title', 'Rent'],
      rows: [{ row: 2, values: ['Flat 1', '10'] }],
    });
  });
});

describe('readSpreadsheet: the worker limits', SLOW, () => {
  const saved = { ...READER_LIMITS };
  afterEach(() => Object.assign(READER_LIMITS, saved));

  it('answers a read that takes too long with a 400 after the time limit, and reads the next file', async () => {
    // 2.4 million blank lines take about a second to read: far past a 50 ms limit.
    READER_LIMITS.timeMs = 50;
    const { message } = await refused(Buffer.from(`Title\n${',\n'.repeat(2_400_000)}`), 'a.csv');
    expect(message).toBe(M.tooSlow);
    Object.assign(READER_LIMITS, saved);
    expect((await readSpreadsheet(Buffer.from('Title,Rent\nFlat 1,10\n'), 'a.csv')).rows).toHaveLength(1);
  });

  it('answers a worker that runs out of memory with a 400, and reads the next file', async () => {
    READER_LIMITS.heapMb = 2;
    READER_LIMITS.youngMb = 1;
    expect((await refused(Buffer.from('Title,Rent\nFlat 1,10\n'), 'a.csv')).message).toBe(M.tooBig);
    Object.assign(READER_LIMITS, saved);
    expect((await readSpreadsheet(Buffer.from('Title,Rent\nFlat 1,10\n'), 'a.csv')).rows).toHaveLength(1);
  });

  it('reads several files sent at once', async () => {
    const files = Array.from({ length: 5 }, (_, i) => Buffer.from(`Title,Rent\nFlat ${i},${i}\n`));
    const sheets = await Promise.all(files.map((file) => readSpreadsheet(file, 'a.csv')));
    expect(sheets.map((sheet) => sheet.rows[0]?.values)).toEqual(
      files.map((_, i) => [`Flat ${i}`, String(i)]),
    );
  });
});
