import fs from 'node:fs';
import { api } from '../../src/shared/paths';
import { ADMIN, type BenchContext, type BenchRow } from '../harness';

/** Resident memory of the server process, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

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
