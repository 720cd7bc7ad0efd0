import fs from 'node:fs';
import type { BenchContext, BenchRow } from '../harness';

/** Resident memory of the server process, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** Idle memory of the server on SQLite with the large demo data, after it has served each list once. */
export default async function memory(ctx: BenchContext): Promise<BenchRow[]> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return [
    {
      suite: 'memory',
      metric: 'server RSS idle (SQLite, large data)',
      value: rssMb(ctx.server.pid),
      unit: 'MB',
      target: { max: 150 },
    },
  ];
}
