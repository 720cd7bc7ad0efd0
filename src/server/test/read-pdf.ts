import { inflateSync } from 'node:zlib';

// Reading a PDF back in tests: the text that pdfkit drew with its standard fonts.

/** WinAnsi codes 0x80–0x9F that the test texts use, back to Unicode. */
const WIN_ANSI_HIGH: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};

/** The content streams of the file, inflated when compressed. */
export function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  const pattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    found.push(
      match[1]!.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1'),
    );
  }
  return found;
}

/** The text shown by every TJ operator (pdfkit writes standard-font text as hex strings), in order. */
export function shownText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      let line = '';
      for (const hex of operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const digits = hex[1]!;
        for (let index = 0; index < digits.length; index += 2) {
          const code = Number.parseInt(digits.slice(index, index + 2), 16);
          line += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
        }
      }
      lines.push(line);
    }
  }
  // Wrapped lines join with one space, as the words were typed.
  return lines.join(' ').replace(/\s+/g, ' ');
}
