import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { SPREADSHEET_MESSAGES as M } from './messages';
import {
  cellName,
  checkedLength,
  IMPORT_MAX_COLUMNS,
  numberText,
  Refusal,
  type Sheet,
  SheetBuilder,
  textValue,
} from './sheet';
import { type XmlHandlers, XmlRefused, XmlScanner } from './xml';

/**
 * The zip's limits, checked on its central directory before anything is inflated, then on what is
 * actually inflated (docs/decisions/132-spreadsheet-reader-limits.md). A 5,000-row sheet of 100
 * columns is about 25 MB of XML; Excel's own files hold a few dozen entries.
 */
export const ZIP_LIMITS = {
  entries: 1000,
  /** All entries together, as declared, and as inflated (yauzl checks one against the other). */
  totalBytes: 100 * 1024 * 1024,
  /** Any one part the reader inflates. */
  partBytes: 60 * 1024 * 1024,
};

type Entries = Map<string, yauzl.Entry>;

function openZip(file: Buffer): Promise<{ zip: yauzl.ZipFile; entries: Entries }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zip) => {
        if (error || !zip) return reject(new Refusal(M.damaged));
        if (zip.entryCount > ZIP_LIMITS.entries) {
          zip.close();
          return reject(new Refusal(M.tooBig));
        }
        const entries: Entries = new Map();
        let declared = 0;
        zip.on('entry', (entry: yauzl.Entry) => {
          declared += entry.uncompressedSize;
          if (declared > ZIP_LIMITS.totalBytes) {
            zip.close();
            return reject(new Refusal(M.tooBig));
          }
          entries.set(entry.fileName.replace(/^\/+/, ''), entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve({ zip, entries }));
        zip.on('error', () => reject(new Refusal(M.damaged)));
        zip.readEntry();
      },
    );
  });
}

/** Inflates one part into an XML scanner, piece by piece, refusing it past the limits. */
async function scanPart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  handlers: XmlHandlers,
  budget: { left: number },
) {
  if (entry.isEncrypted()) throw new Refusal(M.protectedOrOld);
  if (entry.uncompressedSize > ZIP_LIMITS.partBytes) throw new Refusal(M.tooBig);
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, readable) =>
      error || !readable ? reject(new Refusal(M.damaged)) : resolve(readable),
    );
  });
  const scanner = new XmlScanner(handlers);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      budget.left -= chunk.length;
      if (inflated > ZIP_LIMITS.partBytes || budget.left < 0) throw new Refusal(M.tooBig);
      scanner.write(decoder.write(chunk));
    }
    scanner.write(decoder.end());
    scanner.end();
  } catch (error) {
    (stream as unknown as { destroy?: () => void }).destroy?.();
    if (error instanceof Refusal) throw error;
    if (error instanceof XmlRefused) throw new Refusal(M.damaged);
    // yauzl's own checks: more bytes inflated than declared, a bad checksum, a broken stream.
    throw new Refusal(M.damaged);
  }
}

/** Collects the elements of small parts (workbook, relationships, styles) as plain objects. */
function collect(names: readonly string[], into: Record<string, string>[]): XmlHandlers {
  return {
    open(name, attributes) {
      if (names.includes(name)) into.push({ '#': name, ...attributes });
    },
    close() {},
    text() {},
  };
}

const BUILTIN_DATES = new Set([
  14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58,
]);
const BUILTIN_TIMES = new Set([18, 19, 20, 21, 32, 33, 45, 46, 47, 55, 56]);

type Shown = 'date' | 'time' | undefined;

/** Whether a number format shows a date or a time (or neither): its codes outside quotes and brackets. */
export function formatShows(code: string): Shown {
  const bare = code
    .split(';')[0]
    ?.replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .toLowerCase();
  if (!bare) return undefined;
  if (/[dy]/.test(bare)) return 'date';
  if (/[hs]/.test(bare)) return 'time';
  return undefined;
}

/** The styles (by index, as cells' `s` name them) that show a date or a time. */
async function readStyles(zip: yauzl.ZipFile, entries: Entries, budget: { left: number }): Promise<Shown[]> {
  const entry = entries.get('xl/styles.xml');
  if (!entry) return [];
  const formats = new Map<number, Shown>();
  const styles: Shown[] = [];
  let inCellXfs = false;
  await scanPart(
    zip,
    entry,
    {
      open(name, attributes) {
        if (name === 'numFmt') {
          formats.set(Number(attributes.numFmtId), formatShows(attributes.formatCode ?? ''));
        } else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          const id = Number(attributes.numFmtId ?? 0);
          styles.push(
            formats.has(id)
              ? formats.get(id)
              : BUILTIN_DATES.has(id)
                ? 'date'
                : BUILTIN_TIMES.has(id)
                  ? 'time'
                  : undefined,
          );
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
      text() {},
    },
    budget,
  );
  return styles;
}

/** The shared strings, each the plain text of its runs (phonetic guides left out). */
async function readSharedStrings(
  zip: yauzl.ZipFile,
  entries: Entries,
  budget: { left: number },
): Promise<string[]> {
  const entry = entries.get('xl/sharedStrings.xml');
  if (!entry) return [];
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = false;
  let inPhonetic = false;
  await scanPart(
    zip,
    entry,
    {
      open(name, _attributes, selfClosing) {
        if (name === 'si') current = [];
        else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !selfClosing) inText = !inPhonetic;
      },
      close(name) {
        if (name === 'si') {
          strings.push((current ?? []).join(''));
          current = undefined;
        } else if (name === 'rPh') inPhonetic = false;
        else if (name === 't') inText = false;
      },
      text(text) {
        // Kept up to a cell's limit and a little: a longer one is refused when a cell uses it.
        if (inText && current && current.reduce((sum, piece) => sum + piece.length, 0) <= 40_000)
          current.push(text);
      },
    },
    budget,
  );
  return strings;
}

/** Workbook part names are relative to xl/ unless they start with '/'. */
const partName = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

/** The first visible worksheet's part, and whether dates count from 1904 (old Mac workbooks). */
async function firstSheet(zip: yauzl.ZipFile, entries: Entries, budget: { left: number }) {
  const workbook = entries.get('xl/workbook.xml') as yauzl.Entry;
  const sheets: Record<string, string>[] = [];
  await scanPart(zip, workbook, collect(['sheet', 'workbookPr'], sheets), budget);
  const rels: Record<string, string>[] = [];
  const relsEntry = entries.get('xl/_rels/workbook.xml.rels');
  if (!relsEntry) throw new Refusal(M.damaged);
  await scanPart(zip, relsEntry, collect(['Relationship'], rels), budget);
  const date1904 = sheets.some(
    (element) => element['#'] === 'workbookPr' && ['1', 'true'].includes(element.date1904 ?? ''),
  );
  for (const sheet of sheets) {
    if (sheet['#'] !== 'sheet' || (sheet.state && sheet.state !== 'visible')) continue;
    const rel = rels.find((candidate) => candidate.Id === sheet.id);
    // Chart sheets and dialog sheets hold no table.
    if (!rel?.Target || !rel.Type?.endsWith('/worksheet')) continue;
    const entry = entries.get(partName(rel.Target));
    if (!entry) throw new Refusal(M.damaged);
    return { entry, date1904 };
  }
  throw new Refusal(M.noSheet);
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A date or time cell's serial number as `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` or `HH:MM` (docs/decisions/134). */
export function serialText(serial: number, shown: 'date' | 'time', date1904: boolean): string {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_466) return numberText(String(serial));
  // Excel's 1900 system counts a 29 February 1900 that never was: serials before it are a day off.
  const epoch = date1904
    ? Date.UTC(1904, 0, 1)
    : serial < 60
      ? Date.UTC(1899, 11, 31)
      : Date.UTC(1899, 11, 30);
  const ms = Math.round((epoch + serial * DAY_MS) / 1000) * 1000;
  const date = new Date(ms);
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  const seconds = date.getUTCSeconds() ? `:${pad(date.getUTCSeconds())}` : '';
  if (shown === 'time') return `${time}${seconds}`;
  const day = date.toISOString().slice(0, 10);
  return ms % DAY_MS === 0 ? day : `${day} ${time}${seconds}`;
}

/** `B12` → [1, 12]; undefined for a malformed reference. */
function parseReference(reference: string): [number, number] | undefined {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(reference);
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1] as string) column = column * 26 + (letter.charCodeAt(0) - 64);
  return [column - 1, Number(match[2])];
}

/** Streams the sheet's XML, row by row, into the sheet builder. */
async function readRows(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  context: { strings: string[]; styles: Shown[]; date1904: boolean },
  budget: { left: number },
): Promise<Sheet> {
  const builder = new SheetBuilder();
  let rowNumber = 0;
  let cells: (string | undefined)[] = [];
  let cell: { column: number; type: string; style: number; value: string[] } | undefined;
  let column = -1;
  let inValue = false;
  let inPhonetic = false;
  let inSheetData = false;
  const cellText = ({ column: at, type, style, value }: NonNullable<typeof cell>): string => {
    const raw = value.join('');
    switch (type) {
      case 's': {
        const text = context.strings[Number(raw)];
        return textValue(checkedLength(text ?? '', at, rowNumber));
      }
      case 'inlineStr':
      case 'str':
        return textValue(checkedLength(raw, at, rowNumber));
      case 'b':
        return raw.trim() === '1' || raw.trim().toLowerCase() === 'true'
          ? 'TRUE'
          : raw.trim() === ''
            ? ''
            : 'FALSE';
      case 'e':
        return raw.trim();
      case 'd':
        return textValue(raw.slice(0, 10));
      default: {
        if (raw.trim() === '') return '';
        const shown = context.styles[style];
        return shown ? serialText(Number(raw), shown, context.date1904) : numberText(raw);
      }
    }
  };
  await scanPart(
    zip,
    entry,
    {
      open(name, attributes, selfClosing) {
        if (name === 'sheetData') inSheetData = true;
        if (!inSheetData) return;
        if (name === 'row') {
          const r = Number(attributes.r);
          rowNumber = Number.isInteger(r) && r > rowNumber && r <= 1_048_576 ? r : rowNumber + 1;
          cells = [];
          column = -1;
        } else if (name === 'c') {
          const reference = attributes.r ? parseReference(attributes.r) : undefined;
          column = reference ? reference[0] : column + 1;
          if (column > 16_383) throw new Refusal(M.damaged);
          cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: [] };
        } else if (name === 'f' && cell) {
          throw new Refusal(M.formula(cellName(cell.column, rowNumber)));
        } else if ((name === 'v' || name === 't') && cell && !selfClosing) {
          inValue = !inPhonetic;
        } else if (name === 'rPh') inPhonetic = true;
      },
      close(name) {
        if (!inSheetData) return;
        if (name === 'sheetData') inSheetData = false;
        else if (name === 'v' || name === 't') inValue = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c' && cell) {
          const value = cellText(cell);
          // Empty cells beyond the last column are common (formatting); they are not kept.
          if (value !== '' || cell.column < IMPORT_MAX_COLUMNS) cells[cell.column] = value;
          if (value !== '' && cell.column >= IMPORT_MAX_COLUMNS) throw new Refusal(M.tooManyColumns);
          cell = undefined;
        } else if (name === 'row') {
          builder.add(rowNumber, cells);
        }
      },
      text(text) {
        if (!inValue || !cell) return;
        cell.value.push(text);
        if (cell.value.length > 8 && cell.value.reduce((sum, piece) => sum + piece.length, 0) > 40_000) {
          throw new Refusal(M.longCell(cellName(cell.column, rowNumber)));
        }
      },
    },
    budget,
  );
  return builder.finish();
}

/** Reads the first visible worksheet of an xlsx file (a zip with xl/workbook.xml). */
export async function readXlsx(file: Buffer): Promise<Sheet> {
  const { zip, entries } = await openZip(file);
  try {
    if (!entries.has('xl/workbook.xml')) {
      throw new Refusal(entries.has('mimetype') ? M.otherWorkbook : M.notSpreadsheet);
    }
    const budget = { left: ZIP_LIMITS.totalBytes };
    const { entry, date1904 } = await firstSheet(zip, entries, budget);
    const styles = await readStyles(zip, entries, budget);
    const strings = await readSharedStrings(zip, entries, budget);
    return await readRows(zip, entry, { strings, styles, date1904 }, budget);
  } finally {
    zip.close();
  }
}
