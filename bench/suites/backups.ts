import { today } from '../../src/shared/dates';
import { api } from '../../src/shared/paths';
import type { BackupEntry } from '../../src/shared/schemas/backups';
import type { BenchContext, BenchRow } from '../harness';
import { median } from '../harness';

const SUITE = 'backups';
/** docs/backups.md §7: adding a payment while a backup runs, p99 under 200 ms. */
const PAYMENT_P99_MS = 200;
/** Backups measured, and payments timed during them. */
const BACKUPS = 3;

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
};

/**
 * The embedded database's backup on the large demo data (docs/backups.md §7): how long 'Back up now'
 * takes to answer with the checked copy and how big the copy is; and what one user adding payments,
 * one after another, waits meanwhile, against the same user with no backup running.
 */
export default async function backups(ctx: BenchContext): Promise<BenchRow[]> {
  const headers = { cookie: ctx.cookie, 'content-type': 'application/json' };
  const listed = await fetch(`${ctx.baseURL}${api.backups}`, { headers });
  // On PostgreSQL backups are the database's own (409): nothing to measure.
  if (listed.status === 409) return [];
  const tenancies = (await (await fetch(`${ctx.baseURL}${api.rentRecords}`, { headers })).json()) as {
    _id: string;
  }[];
  const tenant = tenancies[0]?._id;
  if (!tenant) throw new Error('no tenancy in the demo data');
  const addPayment = async () => {
    const started = performance.now();
    const response = await fetch(`${ctx.baseURL}${api.addPayment}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tenant, amountPaid: 1, method: 'Cash', Date: today() }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${api.addPayment} answered ${response.status}`);
    return performance.now() - started;
  };

  // Payments alone, the baseline.
  for (let i = 0; i < 10; i += 1) await addPayment();
  const alone: number[] = [];
  for (let i = 0; i < 200; i += 1) alone.push(await addPayment());

  const durations: number[] = [];
  const during: number[] = [];
  let entry: BackupEntry | undefined;
  for (let round = 0; round < BACKUPS; round += 1) {
    let done = false;
    const started = performance.now();
    // Settled here, awaited after the payments: a refusal must not go unhandled meanwhile.
    const backup = fetch(`${ctx.baseURL}${api.backups}`, { method: 'POST', headers: { cookie: ctx.cookie } })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(`${api.backups} answered ${response.status}: ${await response.text()}`);
        durations.push(performance.now() - started);
        return (await response.json()) as BackupEntry;
      })
      .finally(() => {
        done = true;
      });
    backup.catch(() => {});
    while (!done) during.push(await addPayment());
    entry = await backup;
  }

  return [
    {
      suite: SUITE,
      metric: "'Back up now' until the checked copy (median)",
      value: median(durations),
      unit: 'ms',
    },
    { suite: SUITE, metric: 'backup size', value: (entry?.size ?? 0) / 1_048_576, unit: 'MB' },
    {
      suite: SUITE,
      metric: 'add a payment, no backup running: p99',
      value: quantile(alone, 0.99),
      unit: 'ms',
    },
    {
      suite: SUITE,
      metric: 'add a payment while a backup runs: median',
      value: quantile(during, 0.5),
      unit: 'ms',
    },
    {
      suite: SUITE,
      metric: `add a payment while a backup runs: p99 (${during.length} payments)`,
      value: quantile(during, 0.99),
      unit: 'ms',
      target: { max: PAYMENT_P99_MS },
    },
  ];
}
