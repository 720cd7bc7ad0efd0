import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerCompression } from '../plugins/compression';
import { eachRow, offsetBatches, STREAM_BATCH, sendJsonArray } from './list-read';
import { sendXlsx, sendXlsxWorkbook, xlsxSheet } from './xlsx-export';

interface Row {
  id: number;
  name: string;
  note: string;
}

const TOTAL_ROWS = 200 * STREAM_BATCH;

/** A stand-in for a list's repository: counts the page queries it answers, and whether its reading ended. */
function countingSource() {
  const source = { queries: 0, ended: false };
  const rows = async (limit: number, offset: number): Promise<Row[]> => {
    source.queries += 1;
    await sleep(1);
    const count = Math.max(0, Math.min(limit, TOTAL_ROWS - offset));
    return Array.from({ length: count }, (_, index) => ({
      id: offset + index,
      name: `Tenant ${offset + index}`,
      // Random text: compression must not shrink the answer into a few packets.
      note: Math.random().toString(36).repeat(4),
    }));
  };
  async function* batches() {
    try {
      yield* offsetBatches(rows);
    } finally {
      source.ended = true;
    }
  }
  return { source, batches };
}

/** Opens `path`, reads the first chunk of the answer, then goes away. */
function readABitAndLeave(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined }>((resolve, reject) => {
    const request = http.get({ port, path, headers }, (response) => {
      response.once('data', () => {
        resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'] });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describe('a client that goes away mid-answer', () => {
  let app: FastifyInstance;
  let port: number;
  let current: ReturnType<typeof countingSource>;
  /** Whether a workbook's second sheet began to be read. */
  let secondSheetRead = false;

  beforeEach(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/list', (request, reply) => {
      current = countingSource();
      return sendJsonArray(request, reply, current.batches());
    });
    app.get('/export', (_request, reply) => {
      current = countingSource();
      return sendXlsx(
        reply,
        'Test.xlsx',
        [
          { header: 'Id', kind: 'number', value: (row: Row) => row.id },
          { header: 'Name', value: (row: Row) => row.name },
          { header: 'Note', value: (row: Row) => row.note },
        ],
        eachRow(current.batches()),
      );
    });
    app.get('/workbook', (_request, reply) => {
      current = countingSource();
      secondSheetRead = false;
      return sendXlsxWorkbook(reply, 'All.xlsx', [
        xlsxSheet({
          name: 'First',
          columns: [{ header: 'Note', value: (row: Row) => row.note }],
          rows: () => eachRow(current.batches()),
        }),
        xlsxSheet({
          name: 'Second',
          columns: [{ header: 'Name', value: (row: string) => row }],
          rows: () => {
            secondSheetRead = true;
            return ['never'];
          },
        }),
      ]);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await app.close();
  });

  /** The reading ended long before the list's end, and no query follows once it has. */
  async function expectStopped() {
    await expect.poll(() => current.source.ended, { timeout: 5000 }).toBe(true);
    const queries = current.source.queries;
    await sleep(200);
    expect(current.source.queries).toBe(queries);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThan(TOTAL_ROWS / STREAM_BATCH / 2);
  }

  it.each([
    ['plain', {}, undefined],
    ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
    ['brotli', { 'accept-encoding': 'br' }, 'br'],
  ])('stops reading an unpaged list (%s)', async (_name, headers, encoding) => {
    const answer = await readABitAndLeave(port, '/list', headers);
    expect(answer).toEqual({ status: 200, encoding });
    await expectStopped();
  });

  it('stops reading an export', async () => {
    const answer = await readABitAndLeave(port, '/export', { 'accept-encoding': 'gzip, br' });
    // xlsx is already a zip: sent as it is.
    expect(answer).toEqual({ status: 200, encoding: undefined });
    await expectStopped();
  });

  it("stops reading a workbook of several sheets, and never starts the next sheet's reading", async () => {
    const answer = await readABitAndLeave(port, '/workbook', {});
    expect(answer.status).toBe(200);
    await expectStopped();
    expect(secondSheetRead).toBe(false);
  });

  it('reads the whole list for a client that stays', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/list`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const list = (await response.json()) as Row[];
    expect(list).toHaveLength(TOTAL_ROWS);
    expect(list.at(-1)?.id).toBe(TOTAL_ROWS - 1);
    expect(current.source.ended).toBe(true);
    expect(current.source.queries).toBe(TOTAL_ROWS / STREAM_BATCH + 1);
  });
});
