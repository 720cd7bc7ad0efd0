import { today } from '../../src/shared/dates';
import { api } from '../../src/shared/paths';
import type { Alert, RunResult } from '../../src/shared/schemas/reminders';
import type { BenchContext, BenchRow } from '../harness';
import { type Latencies, latencyRows, oneAtATime } from '../load';
import { portOf } from './api';

const SUITE = 'reminders';
/** docs/reminders.md §5: the alert feed within 150 ms (p99) on the large demo data. */
const ALERTS_P99_MS = 150;
/** docs/reminders.md §5: the daily run for 2,000 tenants and 500 vehicles within 5 s. */
const RUN_MS = 5_000;

/**
 * The feed is served from the list cache until a write moves one of its kinds, and each source's
 * alerts are kept until a write moves what that source reads. Here each read follows a write, in
 * turn a payment (the tenancies, the dearest source), a remittance (hire and licences) and an
 * odometer reading (service schedules), so no read is served whole from a cache.
 */
async function afterWrites(ctx: BenchContext, runs: number): Promise<Latencies> {
  const headers = { cookie: ctx.cookie, 'content-type': 'application/json' };
  const first = async <T>(url: string) => {
    const rows = (await (await fetch(`${ctx.baseURL}${url}`, { headers })).json()) as T[];
    if (!rows[0]) throw new Error(`${url}: nothing in the demo data`);
    return rows[0];
  };
  const vehicle = await first<{ _id: string }>(api.vehicles);
  const tenancy = await first<{ _id: string }>(api.rentRecords);
  const contract = await first<{ _id: string }>(`${api.contracts}?status=active`);
  const write = (i: number): [string, unknown] => {
    if (i % 3 === 0)
      return [api.addPayment, { tenant: tenancy._id, amountPaid: 1, method: 'Cash', Date: today() }];
    if (i % 3 === 1)
      return [api.remittances, { contractId: contract._id, amount: 1, method: 'Cash', date: today() }];
    return [api.vehicleOdometer(vehicle._id), { date: today(), km: 900_000 + i * 10 }];
  };
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const [url, body] = write(i);
    const written = await fetch(`${ctx.baseURL}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!written.ok) throw new Error(`${url} answered ${written.status}`);
    const started = performance.now();
    const read = await fetch(`${ctx.baseURL}${api.alerts}`, { headers });
    bytes = (await read.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    if (!read.ok) throw new Error(`${api.alerts} answered ${read.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99), bytes };
}

/**
 * The alert feed and the daily reminder run on the large demo data (SQLite, `SMS_PROVIDER=log`: the
 * messages stay in the outbox, marked sent to the log). The run is measured once: it is the first of
 * the day for this business, so it queues and sends everything that is due.
 */
export default async function reminders(ctx: BenchContext): Promise<BenchRow[]> {
  const headers = { cookie: ctx.cookie };
  const port = portOf(ctx.baseURL);
  const feed = await fetch(`${ctx.baseURL}${api.alerts}`, { headers });
  if (!feed.ok) throw new Error(`${api.alerts} answered ${feed.status}`);
  const alerts = (await feed.json()) as Alert[];
  const out: BenchRow[] = [
    { suite: SUITE, metric: 'alerts', value: alerts.length, unit: 'rows' },
    ...latencyRows(
      SUITE,
      'GET /api/alerts',
      await oneAtATime(port, () => api.alerts, headers, { runs: 100, warmup: 5 }),
      ALERTS_P99_MS,
    ),
    ...latencyRows(
      SUITE,
      "GET /api/alerts?module=apartments (a dashboard's panel)",
      await oneAtATime(port, () => `${api.alerts}?module=apartments`, headers, { runs: 50, warmup: 3 }),
      ALERTS_P99_MS,
    ),
    ...latencyRows(
      SUITE,
      'GET /api/alerts after a write (payment, remittance or odometer in turn)',
      await afterWrites(ctx, 60),
      ALERTS_P99_MS,
    ),
  ];
  const started = performance.now();
  const run = await fetch(`${ctx.baseURL}${api.remindersRun}`, { method: 'POST', headers });
  const ms = performance.now() - started;
  if (!run.ok) throw new Error(`${api.remindersRun} answered ${run.status}`);
  const result = (await run.json()) as RunResult;
  out.push(
    { suite: SUITE, metric: 'daily run: messages queued', value: result.queued, unit: 'messages' },
    { suite: SUITE, metric: 'daily run: messages sent (log)', value: result.sent, unit: 'messages' },
    { suite: SUITE, metric: 'daily run: time', value: ms, unit: 'ms', target: { max: RUN_MS } },
  );
  return out;
}
