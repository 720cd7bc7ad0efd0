// Writes one streamed xlsx file in a worker thread for ./xlsx-export.ts: exceljs is loaded here, so
// its memory goes when the export ends (docs/decisions/105-exports-in-a-worker.md). Plain JavaScript,
// so the same file runs from the sources (tests) and beside the built server.
//
// Messages in:  { type: 'sheet', name, columns: [{ width, numFmt? }], header: [text] }
//                 starts the next sheet with its header row (the first one starts the file; the
//                 sheet before is finished first, so only one sheet is ever open)
//               { type: 'rows', rows: [[cell]] }   rows of the open sheet, answered { type: 'written' }
//               { type: 'end' }                    answered { type: 'done' } after the last bytes
// Messages out: { type: 'data', chunk: Uint8Array } as the file is written.
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
// The streaming writer alone: exceljs's main file loads its reader, its CSV parts and the whole
// in-memory workbook too, and the worker started in a third of the time without them (about 110 ms
// instead of 350 ms here, paid by every export: docs/decisions/180-export-worker-loads-the-writer.md).
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';

const port = parentPort;
if (!port) throw new Error('xlsx-worker runs as a worker thread');

/** @type {{ out: PassThrough; workbook: import('exceljs').stream.xlsx.WorkbookWriter } | undefined} */
let file;
/** @type {import('exceljs').Worksheet | undefined} */
let sheet;

/** The file, written to the main thread a piece at a time as it is made. */
function startFile() {
  const out = new PassThrough();
  out.on('data', (/** @type {Buffer} */ chunk) => {
    port.postMessage({ type: 'data', chunk: new Uint8Array(chunk) });
  });
  /** @type {import('exceljs').stream.xlsx.WorkbookWriter} */
  const workbook = new WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  return { out, workbook };
}

/** @param {{ name: string; columns: { width: number; numFmt?: string }[]; header: string[] }} message */
function startSheet({ name, columns, header }) {
  file ??= startFile();
  // A sheet's rows are in the file once it is committed: the one before goes before the next opens.
  sheet?.commit();
  const next = file.workbook.addWorksheet(name);
  next.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  const headerRow = next.addRow(header);
  headerRow.font = { bold: true };
  headerRow.commit();
  return next;
}

port.on('message', async (message) => {
  if (message.type === 'sheet') {
    sheet = startSheet(message);
  } else if (message.type === 'rows' && sheet) {
    for (const row of message.rows) sheet.addRow(row).commit();
    port.postMessage({ type: 'written' });
  } else if (message.type === 'end' && file) {
    sheet?.commit();
    await file.workbook.commit();
    await finished(file.out);
    port.postMessage({ type: 'done' });
  }
});
