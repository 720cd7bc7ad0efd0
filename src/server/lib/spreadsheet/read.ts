import { decodeText, looksLikeText, readCsv } from './csv';
import { SPREADSHEET_MESSAGES as M } from './messages';
import { IMPORT_MAX_BYTES, Refusal, type Sheet } from './sheet';
import { readXlsx } from './xlsx';

const startsWith = (file: Uint8Array, bytes: readonly number[]) =>
  bytes.every((byte, index) => file[index] === byte);

/** An OLE compound file: an old .xls, or an Excel workbook encrypted with a password (both). */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** Files that are surely no table, though parts of them can look like text. */
const NOT_TABLES = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];

/**
 * Reads a spreadsheet by what its bytes are, whatever its name (docs/insight.md §4): a zip with
 * xl/workbook.xml is an xlsx workbook, text is CSV; anything else is refused with its reason. Runs
 * in the reader's worker thread (./worker.ts); throws `Refusal`s.
 */
export async function readSheet(file: Buffer): Promise<Sheet> {
  if (file.length === 0) throw new Refusal(M.empty);
  if (file.length > IMPORT_MAX_BYTES) throw new Refusal(M.tooLarge);
  if (startsWith(file, CFB)) throw new Refusal(M.protectedOrOld);
  if (startsWith(file, ZIP)) return readXlsx(file);
  if (startsWith(file, EMPTY_ZIP)) throw new Refusal(M.notSpreadsheet);
  if (NOT_TABLES.some((magic) => startsWith(file, magic))) throw new Refusal(M.notSpreadsheet);
  const text = decodeText(file);
  if (!looksLikeText(text)) throw new Refusal(M.notSpreadsheet);
  if (text.trim() === '') throw new Refusal(M.empty);
  return readCsv(text);
}
