import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { api } from '../../../shared/paths';
import type { ImportKind, ImportMapping } from '../../../shared/schemas/imports';
import type { PerTestApp } from '../../test/test-app';
import { TENANCY_COLUMNS } from '../apartments/test-data';

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData sends it: text fields first, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: UploadFile,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A .csv file of these rows (the first is the header); cells with commas or quotes are quoted. */
export function csvFile(rows: readonly (readonly string[])[], name = 'import.csv'): UploadFile {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return {
    name,
    content: Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n')),
    type: 'text/csv',
  };
}

/** A rent-records file's header as a user's own sheet may give it: the tenancy, its total, its unit's title. */
export const TENANCY_FILE_HEADER = [...TENANCY_COLUMNS, 'Total Amount', 'Unit'];

/** A row under TENANCY_FILE_HEADER: a valid year's let of a room at 700 a month, in `unit` ('' for none). */
export const tenancyRow = (tenantName: string, unit = '') => [
  tenantName,
  '024 123 4567',
  'Room',
  '2026-01-01',
  '2026-12-31',
  '12',
  '0',
  '700',
  '8400',
  unit,
];

/** A .csv rent-records file of these rows under TENANCY_FILE_HEADER. */
export const tenancyFile = (...rows: (readonly string[])[]) => csvFile([TENANCY_FILE_HEADER, ...rows]);

/** An .xlsx file of these rows (the first is the header), in Sheet1. */
export async function xlsxFile(
  rows: readonly (readonly unknown[])[],
  name = 'import.xlsx',
): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return { name, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** An export's answer as the file a user saved. */
export const savedExport = (response: LightMyRequestResponse, name: string): UploadFile => ({
  name,
  content: response.rawPayload,
});

/** `POST /api/import/{kind}/preview` and `POST /api/import/{kind}` as the screen sends them. */
export function importCalls(t: PerTestApp, cookie: () => string) {
  const send = (url: string, file: UploadFile | undefined, fields: Record<string, string>, as = cookie()) => {
    const { payload, headers } = multipart(fields, file);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: as } });
  };
  return {
    preview: (kind: ImportKind, file: UploadFile, mapping?: ImportMapping, as?: string) =>
      send(api.importPreview(kind), file, mapping ? { mapping: JSON.stringify(mapping) } : {}, as),
    run: (
      kind: ImportKind,
      file: UploadFile,
      options: { mapping?: ImportMapping; skip?: number[]; as?: string } = {},
    ) =>
      send(
        api.importRecords(kind),
        file,
        {
          ...(options.mapping ? { mapping: JSON.stringify(options.mapping) } : {}),
          ...(options.skip ? { skip: JSON.stringify(options.skip) } : {}),
        },
        options.as,
      ),
  };
}
