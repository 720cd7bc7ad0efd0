import fs from 'node:fs';
import type { BenchContext, BenchRow } from '../harness';

/** Resident memory of the server process, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Memory of the server on SQLite with the large demo data, after it has served every list screen:
 * right after the activity, and idle (30 s without a request, when V8's memory reducer has run).
 */
export default async function memory(ctx: BenchContext): Promise<BenchRow[]> {
  await sleep(2000);
  const justAfter = rssMb(ctx.server.pid);
  await sleep(28_000);
  return [
    { suite: 'memory', metric: 'server RSS 2 s after the list screens', value: justAfter, unit: 'MB' },
    {
      suite: 'memory',
      metric: 'server RSS idle (SQLite, large data, 30 s without requests)',
      value: rssMb(ctx.server.pid),
      unit: 'MB',
      target: { max: 150 },
    },
  ];
}
