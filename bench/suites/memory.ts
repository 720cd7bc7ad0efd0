import fs from 'node:fs';
import http from 'node:http';
import { api } from '../../src/shared/paths';
import { ADMIN, type BenchContext, type BenchRow } from '../harness';

/** Resident memory of the server process, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** The server's RSS growth while `work` runs (sampled every 50 ms), and how long it took. */
export async function memoryDuring(ctx: BenchContext, work: () => Promise<unknown>) {
  const before = rssMb(ctx.server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(ctx.server.pid));
  }, 50);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { growth: peak - before, ms: performance.now() - started };
}

/**
 * Reads a whole answer (or until `signal` aborts it, when the client leaves) and returns how many
 * bytes came. A connection the server drops after the client left is not an error.
 */
export const drain = (ctx: BenchContext, url: string, signal?: AbortSignal) =>
  new Promise<number>((resolve, reject) => {
    let bytes = 0;
    const request = http.get(
      `${ctx.baseURL}${url}`,
      { headers: { cookie: ctx.cookie, 'accept-encoding': 'identity' } },
      (response) => {
        if ((response.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
        response.on('error', () => resolve(bytes));
      },
    );
    request.on('error', (error) => (signal?.aborted ? resolve(bytes) : reject(error)));
    signal?.addEventListener('abort', () => {
      request.destroy();
      resolve(bytes);
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A morning at the office: staff sign in, four at a time (one password hash per thread-pool thread). */
async function signIns(ctx: BenchContext, rounds = 3, together = 4) {
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      Array.from({ length: together }, async () => {
        const response = await fetch(`${ctx.baseURL}${api.login}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      }),
    );
  }
}

/**
 * Memory of the server on SQLite with the large demo data, after it has served every list screen
 * and export and a dozen sign-ins: right after the activity, and idle (30 s without a request).
 */
export default async function memory(ctx: BenchContext): Promise<BenchRow[]> {
  await signIns(ctx);
  await sleep(2000);
  const justAfter = rssMb(ctx.server.pid);
  await sleep(28_000);
  return [
    {
      suite: 'memory',
      metric: 'server RSS 2 s after the list screens and sign-ins',
      value: justAfter,
      unit: 'MB',
    },
    {
      suite: 'memory',
      metric: 'server RSS idle (SQLite, large data, 30 s without requests)',
      value: rssMb(ctx.server.pid),
      unit: 'MB',
      target: { max: 110 },
    },
  ];
}
