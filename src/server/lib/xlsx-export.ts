import { PassThrough } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ColumnKind = 'text' | 'money' | 'number' | 'date';

export interface ExportColumn<Row> {
  header: string;
  kind?: ColumnKind;
  width?: number;
  value(row: Row): string | number | null | undefined;
}

function cellValue(kind: ColumnKind, value: string | number | null | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date' && typeof value === 'string') {
    // Store a real spreadsheet date (UTC midnight of the calendar day), shown as YYYY-MM-DD.
    const day = value.slice(0, 10);
    const date = new Date(`${day}T00:00:00.000Z`);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if ((kind === 'money' || kind === 'number') && typeof value === 'string') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : value;
  }
  return value;
}

const FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  number: '0.##',
  date: 'yyyy-mm-dd',
};

// exceljs costs ~27 MB when loaded: load it on the first export, not at start-up.
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = () => {
  excel ??= import('exceljs').then((module) => module.default);
  return excel;
};

/** Rows written between two turns of the event loop: a few milliseconds of work. */
export const XLSX_ROWS_PER_TURN = 200;

/** Resolves once the stream wants more (or has closed: a client that went away). */
function roomIn(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Streams rows into an xlsx file with one sheet, `Sheet1`, and the columns' headers as its first row:
 * each row is committed as soon as it is written, so memory stays flat however many rows there are.
 * The writing gives the event loop back every few hundred rows, keeps pace with the client, and stops
 * (with the rows' reading) when the client has gone.
 */
export async function sendXlsx<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly ExportColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
) {
  const { stream: excelStream } = await loadExcel();
  const stream = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? Math.max(12, column.header.length + 4),
    style: FORMATS[column.kind ?? 'text'] ? { numFmt: FORMATS[column.kind ?? 'text'] } : {},
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  const gone = () => reply.raw.destroyed || reply.request.raw.destroyed || stream.destroyed;
  const write = async () => {
    let written = 0;
    // Leaving the loop early (the client went away) ends the rows' iterator: its reading stops.
    for await (const row of rows) {
      if (gone()) return;
      sheet.addRow(columns.map((column) => cellValue(column.kind ?? 'text', column.value(row)))).commit();
      written += 1;
      if (written % XLSX_ROWS_PER_TURN === 0) {
        // Give the event loop back, and wait while the client has not taken what is written yet.
        await yieldToEventLoop();
        await roomIn(stream);
      }
    }
    if (gone()) return;
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => {
    reply.log.error({ err: error }, 'export failed');
    stream.destroy(error as Error);
  });

  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
