/**
 * A small streaming XML scanner for the parts of an xlsx file the reader needs (docs/insight.md §4,
 * docs/decisions/133-spreadsheet-reader-parsing.md). It knows elements, attributes, text, CDATA,
 * comments and processing instructions, and refuses every `<!DOCTYPE …>` / `<!ENTITY …>` and every
 * entity other than XML's five and character references: no entity is ever expanded, so neither
 * "billion laughs" nor an external entity can reach anything. Text is handed over in pieces, so a
 * huge cell never sits whole in the scanner.
 */

export interface XmlHandlers {
  /** An element opens; `name` without its namespace prefix. */
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data (entities decoded), possibly one text in several pieces. */
  text(text: string): void;
}

/** The XML is not what a spreadsheet holds: malformed, or with a DTD or an unknown entity. */
export class XmlRefused extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{0,12});/g, (_, name: string) => {
    if (name in ENTITIES) return ENTITIES[name] as string;
    const code = name.startsWith('#x')
      ? Number.parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? Number.parseInt(name.slice(1), 10)
        : Number.NaN;
    if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) {
      throw new XmlRefused(`unknown entity &${name};`);
    }
    return String.fromCodePoint(code);
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const START_TAG = /<([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const END_TAG = /<\/([A-Za-z_][\w:.-]*)\s*>/y;

/** The longest tag, comment or processing instruction waited for before the XML is refused. */
const MAX_MARKUP = 64 * 1024;
/** Text longer than this is handed over before its end is seen. */
const TEXT_PIECE = 64 * 1024;

export class XmlScanner {
  private pending = '';

  constructor(private readonly handlers: XmlHandlers) {}

  write(chunk: string) {
    this.pending += chunk;
    this.scan(false);
  }

  end() {
    this.scan(true);
    if (this.pending.trim() !== '') throw new XmlRefused('the XML ends inside markup');
  }

  private scan(atEnd: boolean) {
    const input = this.pending;
    let position = 0;
    while (position < input.length) {
      const lt = input.indexOf('<', position);
      if (lt === -1) {
        // Text to the end of what has come: hand over all of it but a possibly cut entity.
        const rest = input.length - position;
        if (atEnd || rest > TEXT_PIECE) {
          const amp = atEnd ? -1 : input.lastIndexOf('&');
          const upTo = amp >= position && !input.includes(';', amp) ? amp : input.length;
          this.handlers.text(decodeEntities(input.slice(position, upTo)));
          position = upTo;
        }
        break;
      }
      if (lt > position) this.handlers.text(decodeEntities(input.slice(position, lt)));
      position = lt;
      const next = this.markup(input, position, atEnd);
      if (next === -1) break;
      position = next;
    }
    this.pending = input.slice(position);
  }

  /** Handles the markup at `at`; returns where it ends, or -1 when it has not all come yet. */
  private markup(input: string, at: number, atEnd: boolean): number {
    const waitOrRefuse = (what: string) => {
      if (atEnd || input.length - at > MAX_MARKUP) throw new XmlRefused(`unfinished ${what}`);
      return -1;
    };
    const second = input[at + 1];
    if (second === undefined) return waitOrRefuse('tag');
    if (second === '?') {
      const close = input.indexOf('?>', at + 2);
      return close === -1 ? waitOrRefuse('processing instruction') : close + 2;
    }
    if (second === '!') {
      if (input.startsWith('<!--', at)) {
        const close = input.indexOf('-->', at + 4);
        return close === -1 ? waitOrRefuse('comment') : close + 3;
      }
      if (input.startsWith('<![CDATA[', at)) {
        const close = input.indexOf(']]>', at + 9);
        if (close === -1) return waitOrRefuse('CDATA section');
        this.handlers.text(input.slice(at + 9, close));
        return close + 3;
      }
      if (input.length - at < 9 && !atEnd) return -1;
      // <!DOCTYPE …>, <!ENTITY …>: a spreadsheet never has them (entity expansion, external files).
      throw new XmlRefused('a document type declaration');
    }
    if (second === '/') {
      END_TAG.lastIndex = at;
      const end = END_TAG.exec(input);
      if (!end) return waitOrRefuse('end tag');
      this.handlers.close(localName(end[1] as string));
      return END_TAG.lastIndex;
    }
    START_TAG.lastIndex = at;
    const start = START_TAG.exec(input);
    if (!start) {
      // Not a tag yet: either it has not all come, or it is malformed (then no '>' ends it well).
      const gt = input.indexOf('>', at);
      if (gt === -1 || !atEnd) return waitOrRefuse('tag');
      throw new XmlRefused('a malformed tag');
    }
    const attributes: Record<string, string> = {};
    for (const [, name, double, single] of (start[2] as string).matchAll(ATTRIBUTE)) {
      attributes[localName(name as string)] = decodeEntities(double ?? single ?? '');
    }
    const name = localName(start[1] as string);
    const selfClosing = start[3] === '/';
    this.handlers.open(name, attributes, selfClosing);
    if (selfClosing) this.handlers.close(name);
    return START_TAG.lastIndex;
  }
}
