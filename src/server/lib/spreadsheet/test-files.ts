/**
 * Hand-made zip and xlsx files for the reader's tests (./hostile-files.test.ts): every byte of a
 * hostile file written by the test, so that sizes can be declared falsely, parts crafted and
 * entries counted as an attacker would.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's content, deflated here. */
  data?: Buffer | string;
  /** Data already deflated (raw deflate), written as it is. */
  deflated?: Buffer;
  /** The uncompressed size the zip claims (the true one unless given). */
  declaredSize?: number;
}

function dosTime(): { time: number; date: number } {
  return { time: 0, date: ((2025 - 1980) << 9) | (1 << 5) | 1 };
}

/** A zip of the parts, stored with deflate, with their sizes as declared. */
export function zipFile(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const { time, date } = dosTime();
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const raw = typeof part.data === 'string' ? Buffer.from(part.data) : (part.data ?? Buffer.alloc(0));
    const deflated = part.deflated ?? zlib.deflateRawSync(raw);
    const crc = part.deflated ? 0 : zlib.crc32(raw);
    const size = part.declaredSize ?? raw.length;
    // The fields from "version needed" to the name's length stand in the same order in both headers;
    // the central one has "version made by" before them.
    const shared = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt16LE(time, at + 6);
      header.writeUInt16LE(date, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(deflated.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared(local, 4);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    shared(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** A worksheet's XML around its `<sheetData>` content; `head` goes before `<worksheet>` (a DTD), `top` before `<sheetData>`. */
export const sheetXml = (sheetData: string, { head = '', top = '' } = {}) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${head}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${top}<sheetData>${sheetData}</sheetData></worksheet>`;

/** An inline-string cell and a number cell. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const numberCell = (ref: string, value: number | string) => `<c r="${ref}"><v>${value}</v></c>`;

/** The smallest xlsx the reader takes: a workbook, its relationships and one sheet (given as a part). */
export function xlsxFile(sheet: Omit<ZipPart, 'name'>, extra: readonly ZipPart[] = []): Buffer {
  return zipFile([
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: RELS },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...extra,
  ]);
}

/** Raw deflate of `prefix` then `size` bytes of `byte`, made a megabyte at a time (never held whole). */
export async function deflatedRun(size: number, byte = 0x20, prefix = ''): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  deflate.write(prefix);
  const chunk = Buffer.alloc(1024 * 1024, byte);
  for (let left = size; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}
