import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import { SPREADSHEET_MESSAGES as M } from './messages';
import { IMPORT_MAX_BYTES } from './sheet';
import { readUpload } from './upload';

const BOUNDARY = '----reader-test-boundary';

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer };

function form(parts: Part[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n`
        : `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n`;
    pieces.push(
      Buffer.from(head),
      'bytes' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

async function app() {
  const server = Fastify();
  registerErrorHandler(server);
  await server.register(multipart);
  server.post('/upload', async (request) => {
    const upload = await readUpload(request);
    return {
      size: upload.file.length,
      fileName: upload.fileName,
      fields: upload.fields,
      head: upload.file.subarray(0, 8).toString(),
    };
  });
  return server;
}

const post = async (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => {
  const server = await app();
  const response = await server.inject({
    method: 'POST',
    url: '/upload',
    payload: body,
    headers: { 'content-type': contentType },
  });
  await server.close();
  return response;
};

describe('readUpload', () => {
  it('reads the file part and the fields before it', async () => {
    const response = await post(
      form([
        { name: 'mapping', value: '{"Title":"title"}' },
        { name: 'file', fileName: 'rents.csv', bytes: Buffer.from('Title,Rent\nFlat 1,100\n') },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      size: 22,
      fileName: 'rents.csv',
      fields: { mapping: '{"Title":"title"}' },
      head: 'Title,Re',
    });
  });

  it('takes a file of exactly 5 MB and refuses one byte more', async () => {
    const exact = await post(
      form([{ name: 'file', fileName: 'a.csv', bytes: Buffer.alloc(IMPORT_MAX_BYTES, 0x61) }]),
    );
    expect(exact.statusCode).toBe(200);
    expect(exact.json().size).toBe(IMPORT_MAX_BYTES);
    const over = await post(
      form([{ name: 'file', fileName: 'a.csv', bytes: Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61) }]),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'The file is larger than 5 MB.' });
  });

  it('refuses a form without its file part, a file under another name, and a body that is no form', async () => {
    const none = await post(form([{ name: 'mapping', value: '{}' }]));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: M.noFile });
    const elsewhere = await post(
      form([{ name: 'upload', fileName: 'a.csv', bytes: Buffer.from('a,b\n1,2\n') }]),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: M.noFile });
    const json = await post(Buffer.from('{"file":"x"}'), 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: M.notForm });
    const cut = await post(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc`,
      ),
    );
    expect(cut.statusCode).toBe(400);
    const tooMany = await post(form(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, value: 'x' }))));
    expect(tooMany.statusCode).toBe(400);
  });
});
