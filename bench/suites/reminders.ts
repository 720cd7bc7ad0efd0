import { api } from '../../src/shared/paths';
import type { Alert, RunResult } from '../../src/shared/schemas/reminders';
import type { BenchContext, BenchRow } from '../harness';
import { latencyRows, oneAtATime } from '../load';
import { portOf } from './api';

const SUITE = 'reminders';
/** reminders.md §5: the alert feed within 150 ms (p99) on the large demo data. */
const ALERTS_P99_MS = 150;
/** reminders.md §5: the daily run for 2,000 tenants and 500 vehicles within 5 s. */
const RUN_MS = 5_000;

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
