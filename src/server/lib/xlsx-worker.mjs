// Writes one streamed xlsx file in a worker thread for ./xlsx-export.ts: exceljs is loaded here, so
// its memory goes when the export ends (docs/decisions/105-exports-in-a-worker.md). Plain JavaScript,
// so the same file runs from the sources (tests) and beside the built server.
//
// Messages in:  { type: 'start', columns: [{ width, numFmt? }], header: [text] }
//               { type: 'rows', rows: [[cell]] }   answered { type: 'written' }
//               { type: 'end' }                    answered { type: 'done' } after the last bytes
// Messages out: { type: 'data', chunk: Uint8Array } as the file is written.
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const port = parentPort;
if (!port) throw new Error('xlsx-worker runs as a worker thread');

/** @type {ReturnType<typeof start> | undefined} */
let file;

/** @param {{ columns: { width: number; numFmt?: string }[]; header: string[] }} message */
function start({ columns, header }) {
  // Each piece of the file goes to the main thread as it is written.
  const out = new PassThrough();
  out.on('data', (/** @type {Buffer} */ chunk) => {
    port.postMessage({ type: 'data', chunk: new Uint8Array(chunk) });
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  const headerRow = sheet.addRow(header);
  headerRow.font = { bold: true };
  headerRow.commit();
  return { out, workbook, sheet };
}

port.on('message', async (message) => {
  if (message.type === 'start') {
    file = start(message);
  } else if (message.type === 'rows' && file) {
    for (const row of message.rows) file.sheet.addRow(row).commit();
    port.postMessage({ type: 'written' });
  } else if (message.type === 'end' && file) {
    file.sheet.commit();
    await file.workbook.commit();
    await finished(file.out);
    port.postMessage({ type: 'done' });
  }
});
