import { today } from '../../src/shared/dates';
import { api } from '../../src/shared/paths';
import type { Alert, RunResult } from '../../src/shared/schemas/reminders';
import type { BenchContext, BenchRow } from '../harness';
import { type Latencies, latencyRows, oneAtATime } from '../load';
import { portOf } from './api';

const SUITE = 'reminders';
/** reminders.md §5: the alert feed within 150 ms (p99) on the large demo data. */
const ALERTS_P99_MS = 150;
/** reminders.md §5: the daily run for 2,000 tenants and 500 vehicles within 5 s. */
const RUN_MS = 5_000;

/**
 * The feed is served from the list cache until a write moves one of its kinds: most reads are hits.
 * Here each read follows a write (an odometer reading on one vehicle, a kind the feed is made of),
 * so every one computes the feed from the data.
 */
async function afterWrites(ctx: BenchContext, runs: number): Promise<Latencies> {
  const headers = { cookie: ctx.cookie, 'content-type': 'application/json' };
  const vehicles = (await (await fetch(`${ctx.baseURL}${api.vehicles}`, { headers })).json()) as {
    _id: string;
  }[];
  const vehicle = vehicles[0];
  if (!vehicle) throw new Error('No vehicle in the demo data');
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const write = await fetch(`${ctx.baseURL}${api.vehicleOdometer(vehicle._id)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ date: today(), km: 900_000 + i * 10 }),
    });
    if (!write.ok) throw new Error(`${api.vehicleOdometer(vehicle._id)} answered ${write.status}`);
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
      'GET /api/alerts after a write (computed afresh, not cached)',
      await afterWrites(ctx, 40),
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
