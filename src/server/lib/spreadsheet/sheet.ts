import { SPREADSHEET_MESSAGES as M } from './messages';

export interface SheetRow {
  /** The sheet's row number: the header is row 1 (when the sheet starts at its top). */
  row: number;
  values: string[];
}

export interface Sheet {
  /** The header row's texts, trimmed. */
  columns: string[];
  /** Data rows only, blank rows skipped; each has one value per column. */
  rows: SheetRow[];
}

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** Columns a sheet may use (docs/decisions/132-spreadsheet-reader-limits.md). */
export const IMPORT_MAX_COLUMNS = 100;
/** Excel's own limit for one cell's text. */
export const IMPORT_MAX_CELL_CHARS = 32_767;

/** A file the reader will not read, with the sentence to answer (a 400 once out of the worker). */
export class Refusal extends Error {}

/** `A`, `B`, … `Z`, `AA`: the letters of a zero-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export const cellName = (column: number, row: number) => `${columnLetters(column)}${row}`;

/** A number as a person reads it: at most 15 significant digits (Excel's), no float noise. */
export function numberText(raw: string): string {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return raw.trim();
  const rounded = Number(value.toPrecision(15));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;

/**
 * A text cell's value, trimmed; a date written as text (day first, as Ghana writes them: 5/3/2025,
 * 05-03-2025, 05.03.2025; or year first) becomes `YYYY-MM-DD` like a date cell
 * (docs/decisions/134-spreadsheet-reader-values.md).
 */
export function textValue(raw: string): string {
  const text = raw.trim();
  if (text.length < 8 || text.length > 10) return text;
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return isoDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) ?? text;
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) return isoDay(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])) ?? text;
  return text;
}

/**
 * Gathers a sheet's rows as they are read: the first non-blank row is the header; blank rows are
 * skipped; the 5,001st data row stops the reading.
 */
export class SheetBuilder {
  private header: string[] | undefined;
  private readonly rows: SheetRow[] = [];

  /** One row's cells by column index (holes and missing ones are empty). */
  add(row: number, cells: readonly (string | undefined)[]) {
    if (cells.length > IMPORT_MAX_COLUMNS) {
      const last = cells.findLastIndex((value) => value !== undefined && value !== '');
      if (last >= IMPORT_MAX_COLUMNS) throw new Refusal(M.tooManyColumns);
    }
    const values = Array.from(cells.slice(0, IMPORT_MAX_COLUMNS), (value) => value ?? '');
    if (values.every((value) => value === '')) return;
    if (!this.header) {
      this.header = values;
      return;
    }
    if (this.rows.length === IMPORT_MAX_ROWS) throw new Refusal(M.tooManyRows);
    this.rows.push({ row, values });
  }

  /** The sheet: each column has a heading, no two the same; every row as wide as the header. */
  finish(): Sheet {
    if (!this.header) throw new Refusal(M.empty);
    if (this.rows.length === 0) throw new Refusal(M.noRows);
    const header = this.header;
    const width = Math.max(...this.rows.map((row) => row.values.length), header.length);
    const kept: number[] = [];
    for (let column = 0; column < width; column += 1) {
      if ((header[column] ?? '') !== '') {
        kept.push(column);
        continue;
      }
      // A column without a heading is dropped if it is empty, refused if anything is in it.
      const filled = this.rows.find((row) => (row.values[column] ?? '') !== '');
      if (filled) throw new Refusal(M.noHeading(cellName(column, filled.row)));
    }
    const columns = kept.map((column) => header[column] as string);
    const seen = new Set<string>();
    for (const heading of columns) {
      if (seen.has(heading)) throw new Refusal(M.sameHeading(heading));
      seen.add(heading);
    }
    return {
      columns,
      rows: this.rows.map(({ row, values }) => ({ row, values: kept.map((column) => values[column] ?? '') })),
    };
  }
}

/** A cell's value, once its length is checked. */
export function checkedLength(value: string, column: number, row: number): string {
  if (value.length > IMPORT_MAX_CELL_CHARS) throw new Refusal(M.longCell(cellName(column, row)));
  return value;
}
