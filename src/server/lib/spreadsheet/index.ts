import { Worker } from 'node:worker_threads';
import { invalid } from '../domain-errors';
import { SPREADSHEET_MESSAGES } from './messages';
import { IMPORT_MAX_BYTES, type Sheet } from './sheet';
import type { ReadOutcome } from './worker';

export { SPREADSHEET_MESSAGES } from './messages';
export type { Sheet, SheetRow } from './sheet';
export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './sheet';

/**
 * The reader's worker limits (docs/decisions/132-spreadsheet-reader-limits.md): a 5,000-row sheet
 * of 100 columns reads in a few seconds with a few dozen MB; past these the file is refused and
 * the server goes on serving.
 */
export const READER_LIMITS = {
  /**
   * The reading itself, from when the worker has loaded its code: a 5,000-row file takes under a
   * second, so 20 s stops a hostile file and leaves room for a server (or CI) under load.
   */
  timeMs: 20_000,
  /** The worker's start (loading its code): 0.1 s built, seconds under tsx on a loaded machine. */
  startMs: 60_000,
  heapMb: 192,
  youngMb: 16,
  /** Files read at once; the others wait their turn (their time starts when they are read). */
  atOnce: 2,
};

/**
 * The worker's file: the TypeScript source under tsx and the tests (started with tsx's loader), the
 * bundled `spreadsheet-worker.js` beside `server.js` once built (vite.server.config.ts), as the
 * backups' worker is (modules/backups/service.ts).
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = new URL(FROM_SOURCE ? './worker.ts' : './spreadsheet-worker.js', import.meta.url);

function readInWorker(file: Buffer): Promise<ReadOutcome> {
  const bytes = new Uint8Array(file);
  const options = {
    workerData: { file: bytes },
    transferList: [bytes.buffer],
    resourceLimits: {
      maxOldGenerationSizeMb: READER_LIMITS.heapMb,
      maxYoungGenerationSizeMb: READER_LIMITS.youngMb,
    },
  };
  return new Promise((resolve) => {
    const worker = FROM_SOURCE
      ? new Worker(
          `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(WORKER.href)}, ${JSON.stringify(import.meta.url)}))`,
          { ...options, eval: true },
        )
      : new Worker(WORKER, options);
    let outcome: ReadOutcome | undefined;
    const stop = () => {
      outcome ??= { ok: false, message: SPREADSHEET_MESSAGES.tooSlow };
      void worker.terminate();
    };
    let timer = setTimeout(stop, READER_LIMITS.startMs);
    worker.on('message', (message: ReadOutcome | { started: true }) => {
      if ('started' in message) {
        clearTimeout(timer);
        timer = setTimeout(stop, READER_LIMITS.timeMs);
      } else outcome ??= message;
    });
    worker.once('error', (error: Error & { code?: string }) => {
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY): the file asked for far more than a sheet could.
      outcome ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, message: SPREADSHEET_MESSAGES.tooBig }
          : { ok: false, error: error.message };
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      resolve(outcome ?? { ok: false, error: `the reader stopped (exit ${code})` });
    });
  });
}

let reading = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (reading >= READER_LIMITS.atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  try {
    return await work();
  } finally {
    reading -= 1;
    waiting.shift()?.();
  }
}

/**
 * Reads the first visible sheet of an `.xlsx` or `.csv` file (told apart by content) as strings a
 * person reads in its cells (docs/insight.md §4, docs/decisions/132–134). Parsed in a worker thread
 * with memory and time limits; a file that is no spreadsheet, too large, protected, holds formulas
 * or would take more than a sheet of 5,000 rows could throws `invalid` (400) saying why.
 */
export async function readSpreadsheet(file: Buffer, fileName: string): Promise<Sheet> {
  if (file.length === 0) throw invalid(SPREADSHEET_MESSAGES.empty);
  if (file.length > IMPORT_MAX_BYTES) throw invalid(SPREADSHEET_MESSAGES.tooLarge);
  // The name tells nothing the bytes do not (an .xls renamed .xlsx is still refused as one).
  void fileName;
  const outcome = await turn(() => readInWorker(file));
  if (outcome.ok) return outcome.sheet;
  // A reader's failure the file caused but no check named: the file is answered as unreadable.
  if ('message' in outcome) throw invalid(outcome.message);
  // Kept as the refusal's cause, for a route that logs it: the reader met something it did not expect.
  throw Object.assign(invalid(SPREADSHEET_MESSAGES.damaged), { cause: new Error(outcome.error) });
}
