/**
 * The spreadsheet reader's worker thread (docs/decisions/132-spreadsheet-reader-limits.md): one file
 * in (`workerData`), one answer out, then it ends, and whatever the file made it allocate goes with
 * it. The server starts it with memory limits and a time limit (./index.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from './read';
import { Refusal, type Sheet } from './sheet';

export type ReadOutcome =
  | { ok: true; sheet: Sheet }
  | { ok: false; message: string }
  | { ok: false; error: string };

async function read(file: Uint8Array): Promise<ReadOutcome> {
  try {
    return { ok: true, sheet: await readSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    return { ok: false, error: String((error as Error)?.stack ?? error) };
  }
}

parentPort?.postMessage(await read((workerData as { file: Uint8Array }).file));
