import { SPREADSHEET_MESSAGES as M } from './messages';
import { checkedLength, IMPORT_MAX_COLUMNS, Refusal, type Sheet, SheetBuilder, textValue } from './sheet';

/**
 * The file's text: UTF-8 (with or without its BOM), UTF-16 with its BOM (Excel's "Unicode Text"),
 * or else Windows-1252, what Excel's "CSV" (not "CSV UTF-8") writes on a Windows machine set to
 * English (docs/decisions/134-spreadsheet-reader-values.md).
 */
export function decodeText(file: Uint8Array): string {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(file.subarray(3));
  }
  if (file[0] === 0xff && file[1] === 0xfe) return new TextDecoder('utf-16le').decode(file.subarray(2));
  if (file[0] === 0xfe && file[1] === 0xff) return new TextDecoder('utf-16be').decode(file.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/**
 * Whether decoded text looks like text: no NUL, and control characters (other than tab, line
 * breaks and form feed) in at most 1 in 1,000 of its first 64 KB. Images, PDFs' streams and random
 * bytes fail it.
 */
export function looksLikeText(text: string): boolean {
  const start = text.slice(0, 64 * 1024);
  let controls = 0;
  for (let index = 0; index < start.length; index += 1) {
    const code = start.charCodeAt(index);
    if (code === 0) return false;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) || code === 0xfffd) {
      controls += 1;
    }
  }
  return controls <= start.length / 1000;
}

/** The separator the header line uses most, outside quotes: comma, semicolon (Excel in many locales) or tab. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let index = 0; index < text.length && index < 64 * 1024; index += 1) {
    const char = text[index] as string;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (counts[','] || counts[';'] || counts['\t']) break;
    } else if (!quoted && char in counts) counts[char] = (counts[char] as number) + 1;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * Reads CSV text record by record into the sheet builder, in one pass over the text
 * (docs/decisions/133-spreadsheet-reader-parsing.md): fields quoted or not, `""` inside quotes,
 * line breaks inside quotes, records ended by CRLF, LF or CR. Like Excel, a quote inside an
 * unquoted field is kept as it is, and text after a closing quote joins the field. Empty fields past
 * the 100th column are dropped as they are read, so a line of a million commas costs nothing.
 */
export function readCsv(text: string): Sheet {
  const builder = new SheetBuilder();
  const delimiter = detectDelimiter(text).charCodeAt(0);
  const end = text.length;
  let row = 1;
  let fields: string[] = [];
  /** Whether the record has a value: blank records are skipped without building a row. */
  let filled = false;
  let position = 0;
  const addField = (raw: string) => {
    const column = fields.length;
    const value = textValue(raw);
    if (column >= IMPORT_MAX_COLUMNS) {
      if (value !== '') throw new Refusal(M.tooManyColumns);
      return;
    }
    if (value !== '') filled = true;
    fields.push(checkedLength(value, column, row));
  };
  while (position <= end) {
    let value = '';
    if (text.charCodeAt(position) === QUOTE) {
      // A quoted field: up to the quote that is not doubled.
      let from = position + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new Refusal(M.csvQuote);
        if (text.charCodeAt(quote + 1) === QUOTE) {
          value += text.slice(from, quote + 1);
          from = quote + 2;
          // Refused as it grows: a field of a million doubled quotes never gets built.
          checkedLength(value, fields.length, row);
          continue;
        }
        value += text.slice(from, quote);
        position = quote + 1;
        break;
      }
    }
    // The field's unquoted text (all of it, or what follows a closing quote), to a separator or a break.
    let stop = position;
    while (stop < end) {
      const code = text.charCodeAt(stop);
      if (code === delimiter || code === LF || code === CR) break;
      stop += 1;
    }
    value += text.slice(position, stop);
    addField(value);
    const code = text.charCodeAt(stop);
    if (code === delimiter) {
      position = stop + 1;
      continue;
    }
    // The record ends: at a line break, or at the end of the text (a last break ends no empty record).
    if (filled) builder.add(row, fields);
    fields = [];
    filled = false;
    row += 1;
    position = code === CR && text.charCodeAt(stop + 1) === LF ? stop + 2 : stop + 1;
    if (position === end) break;
  }
  return builder.finish();
}
