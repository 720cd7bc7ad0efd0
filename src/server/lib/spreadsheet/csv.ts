import { parse } from 'csv-parse/sync';
import { SPREADSHEET_MESSAGES as M } from './messages';
import { checkedLength, Refusal, type Sheet, SheetBuilder, textValue } from './sheet';

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

export function readCsv(text: string): Sheet {
  const builder = new SheetBuilder();
  let row = 0;
  try {
    parse(text, {
      delimiter: detectDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Each record is taken as it is parsed, and none is kept by the parser: the 5,001st stops it.
      on_record: (record: string[]) => {
        row += 1;
        builder.add(
          row,
          record.map((value, column) => checkedLength(textValue(value), column, row)),
        );
        return null;
      },
    });
  } catch (error) {
    if (error instanceof Refusal) throw error;
    if ((error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED') throw new Refusal(M.csvQuote);
    throw new Refusal(M.notSpreadsheet);
  }
  return builder.finish();
}
