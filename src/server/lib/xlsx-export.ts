import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
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

/**
 * The worker thread that writes the file (./xlsx-worker.mjs). Loaded in the server itself, exceljs
 * stayed in its heap after the first export (about 8 MB) and a big export's buffers grew the process
 * that answers every request; in a worker that ends with the export, both go with it
 * (docs/decisions/105-exports-in-a-worker.md).
 */
const XLSX_WORKER = new URL('./xlsx-worker.mjs', import.meta.url);

/** Rows sent to the worker at a time: a few milliseconds of work on either side. */
export const XLSX_ROWS_PER_BATCH = 200;

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

type WorkerMessage = { type: 'data'; chunk: Uint8Array } | { type: 'written' } | { type: 'done' };

/**
 * Batches handed to the worker before waiting for it to write them. One: the reading then paces the
 * writing. With two, the xl remittances export took 25 s instead of 43 s, but exceljs compresses
 * behind what it has written, and that backlog grew the server to 460 MB; one at a time peaked at
 * 179 MB (docs/decisions/105-exports-in-a-worker.md).
 */
const BATCHES_AHEAD = 1;

/** A sheet's name and columns as the worker takes them (no functions cross to a thread). */
function sheetMessage(name: string, columns: readonly Omit<ExportColumn<unknown>, 'value'>[]) {
  return {
    type: 'sheet',
    name,
    header: columns.map((column) => column.header),
    columns: columns.map((column) => ({
      width: column.width ?? Math.max(12, column.header.length + 4),
      numFmt: FORMATS[column.kind ?? 'text'],
    })),
  };
}

/** One export's worker: sheets, then their rows by batches, go in; the file's bytes come out into `out`. */
function xlsxWorker(out: PassThrough) {
  const worker = new Worker(XLSX_WORKER);
  let unwritten = 0;
  let finished = false;
  // Called by the worker's next answer: a batch written, or the file done.
  let answered = () => {};
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'data') {
      out.write(message.chunk);
      return;
    }
    if (message.type === 'written') unwritten -= 1;
    else finished = true;
    answered();
  });
  // Settles with the reason if the worker fails or ends before the file is written.
  const stopped = new Promise<Error>((resolve) => {
    worker.on('error', resolve);
    worker.on('exit', (code) => resolve(new Error(`the export worker stopped (exit code ${code})`)));
  });
  /** Waits for the worker's next answer; throws if it failed instead. */
  const nextAnswer = async () => {
    const error = await Promise.race([
      new Promise<undefined>((resolve) => {
        answered = () => resolve(undefined);
      }),
      stopped,
    ]);
    if (error) throw error;
  };
  return {
    /** Starts the next sheet, with its header row; the one before is finished first (by the worker). */
    sheet(name: string, columns: readonly Omit<ExportColumn<unknown>, 'value'>[]) {
      worker.postMessage(sheetMessage(name, columns));
    },
    /** Hands a batch of the current sheet over; waits only while the worker already holds `BATCHES_AHEAD`. */
    async rows(rows: ExcelJS.CellValue[][]) {
      worker.postMessage({ type: 'rows', rows });
      unwritten += 1;
      while (unwritten >= BATCHES_AHEAD) await nextAnswer();
    },
    /** Resolves once the last bytes of the file are in `out`. */
    async end() {
      worker.postMessage({ type: 'end' });
      while (!finished) await nextAnswer();
    },
    stop: () => worker.terminate(),
  };
}

/** Rows as a list, a generator or batches' rows: what a sheet is read from. */
type Rows<Row> = Iterable<Row> | AsyncIterable<Row>;

/** One sheet of a workbook: its name, its columns, and its rows, read when its turn comes. */
export interface XlsxSheet<Row> {
  /** At most 31 characters, none of `[]:*?/\` (Excel's rule). */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** Called when the sheet before it is written: the reading of its rows starts then, not before. */
  rows(): Rows<Row> | Promise<Rows<Row>>;
}

/** A sheet whose rows and columns are checked against each other, for a list of sheets of any rows. */
export const xlsxSheet = <Row>(sheet: XlsxSheet<Row>): XlsxSheet<unknown> => sheet as XlsxSheet<unknown>;

/**
 * Streams sheets into one xlsx file, each with its columns' headers as its first row (a sheet without
 * rows keeps its header), written by a worker thread a batch at a time, one sheet after the other, so
 * memory stays flat however many rows there are (docs/decisions/105-exports-in-a-worker.md). The
 * writing keeps pace with the client and stops (with the rows' reading) when the client has gone.
 */
export async function sendXlsxWorkbook(
  reply: FastifyReply,
  fileName: string,
  sheets: readonly XlsxSheet<unknown>[],
) {
  const stream = new PassThrough();
  const file = xlsxWorker(stream);
  const gone = () => reply.raw.destroyed || reply.request.raw.destroyed || stream.destroyed;
  const writeSheet = async ({ name, columns, rows }: XlsxSheet<unknown>) => {
    file.sheet(name, columns);
    let batch: ExcelJS.CellValue[][] = [];
    // Leaving the loop early (the client went away) ends the rows' iterator: its reading stops.
    for await (const row of await rows()) {
      if (gone()) return;
      batch.push(columns.map((column) => cellValue(column.kind ?? 'text', column.value(row))));
      if (batch.length === XLSX_ROWS_PER_BATCH) {
        // Wait for the worker, and while the client has not taken what is written yet.
        await file.rows(batch);
        await roomIn(stream);
        batch = [];
      }
    }
    if (batch.length > 0 && !gone()) await file.rows(batch);
  };
  const write = async () => {
    for (const sheet of sheets) {
      await writeSheet(sheet);
      if (gone()) return;
    }
    await file.end();
    stream.end();
  };
  write()
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'export failed');
      stream.destroy(error as Error);
    })
    .finally(() => void file.stop());

  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** A list's export: one sheet, `Sheet1`, of `rows` (a screen's list with its filters). */
export function sendXlsx<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly ExportColumn<Row>[],
  rows: Rows<Row>,
) {
  return sendXlsxWorkbook(reply, fileName, [xlsxSheet({ name: 'Sheet1', columns, rows: () => rows })]);
}
