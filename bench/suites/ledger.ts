import { api } from '../../src/shared/paths';
import type { Payment } from '../../src/shared/schemas/payments';
import type { RentRecord } from '../../src/shared/schemas/rent-records';
import type { BenchContext, BenchRow } from '../harness';
import { oneAtATime, latencyRows as rowsOf, runLoad } from '../load';
import { portOf, startBareServer } from './api';

const SUITE = 'ledger';
/** docs/ledger.md §8: arrears and one tenant's ledger answer within 100 ms (p99), a receipt PDF within 300 ms. */
const READ_P99_MS = 100;
const PDF_MS = 300;
/** The rent-record list, derived fields and all, at least half as fast as the bound (below). */
const LIST_RATIO = 0.5;

const latencyRows = (metric: string, measured: Parameters<typeof rowsOf>[2], max?: number) =>
  rowsOf(SUITE, metric, measured, max);

/**
 * The rent ledger on the large demo data (SQLite; docs/ledger.md §8): the rent-record list with its
 * derived fields against bare node:http, arrears, the ledger of the tenant with the most payments,
 * and a receipt PDF.
 */
export default async function ledger(ctx: BenchContext): Promise<BenchRow[]> {
  const headers = { cookie: ctx.cookie };
  const port = portOf(ctx.baseURL);
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${ctx.baseURL}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const records = await read<RentRecord[]>(api.rentRecords);
  const payments = await read<Payment[]>(api.payments);
  const out: BenchRow[] = [
    { suite: SUITE, metric: 'rent records', value: records.length, unit: 'rows' },
    { suite: SUITE, metric: 'payments (not voided)', value: payments.length, unit: 'rows' },
  ];

  // Measured as the api suite measures its lists: the same GET again and again on 16 connections.
  // The list as the screen asks for it (a page of 25 with its derived fields, from the database)
  // against the bound the bench has always used: a bare server sending the whole list from memory,
  // which is what the screen needed before paging (docs/decisions/102-bench-bound-after-paging.md).
  const firstPage = `${api.rentRecords}?page=1&pageSize=25`;
  const bare = await startBareServer(new Map([[firstPage, records]]));
  try {
    const bound = await runLoad(bare.port, () => ({ method: 'GET', path: firstPage }));
    const app = await runLoad(port, () => ({ method: 'GET', path: firstPage }), { headers });
    // Old clients still read the whole array, streamed from the database on every request.
    const whole = await runLoad(port, () => ({ method: 'GET', path: api.rentRecords }), { headers });
    out.push(
      { suite: SUITE, metric: 'rent-record list, a page: median', value: app.p50, unit: 'ms' },
      { suite: SUITE, metric: 'rent-record list, a page: p99', value: app.p99, unit: 'ms' },
      { suite: SUITE, metric: 'rent-record list, a page: app requests/s', value: app.rps, unit: 'req/s' },
      {
        suite: SUITE,
        metric: 'rent-record list, whole: bare node:http requests/s',
        value: bound.rps,
        unit: 'req/s',
      },
      {
        suite: SUITE,
        metric: 'rent-record list: ratio to the bound',
        value: app.rps / bound.rps,
        unit: 'x',
        target: { min: LIST_RATIO },
      },
      { suite: SUITE, metric: 'rent-record list, whole (old clients): median', value: whole.p50, unit: 'ms' },
      {
        suite: SUITE,
        metric: 'rent-record list, whole (old clients): requests/s',
        value: whole.rps,
        unit: 'req/s',
      },
      ...[app, whole].flatMap((each) =>
        each.errors
          ? [{ suite: SUITE, metric: 'rent-record list: app errors', value: each.errors, unit: 'responses' }]
          : [],
      ),
    );
  } finally {
    bare.server.close();
  }

  const arrears = await read<unknown[]>(api.arrears);
  out.push({ suite: SUITE, metric: 'arrears rows', value: arrears.length, unit: 'rows' });
  out.push(
    ...latencyRows(
      'GET /api/arrears',
      await oneAtATime(port, () => api.arrears, headers, { runs: 100, warmup: 5 }),
      READ_P99_MS,
    ),
  );

  // The tenant with the most payments: the longest ledger.
  const byTenant = new Map<string, Payment[]>();
  for (const payment of payments) {
    const id = payment.tenant._id;
    if (id) byTenant.set(id, [...(byTenant.get(id) ?? []), payment]);
  }
  const [tenantId, own] = [...byTenant].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const entries = (await read<{ entries: unknown[] }>(api.tenancyLedger(tenantId))).entries.length;
  out.push(
    { suite: SUITE, metric: 'ledger: payments of the tenant', value: own.length, unit: 'rows' },
    { suite: SUITE, metric: 'ledger: entries', value: entries, unit: 'rows' },
    ...latencyRows(
      'GET /api/tenancies/{id}/ledger',
      await oneAtATime(port, () => api.tenancyLedger(tenantId), headers, { runs: 200, warmup: 10 }),
      READ_P99_MS,
    ),
  );

  // Receipts of that tenant's payments in turn; the first one loads pdfkit (decision 042).
  const receiptOf = (i: number) => api.receiptPdf(own[i % own.length]?._id ?? '');
  const first = await oneAtATime(port, receiptOf, headers, { runs: 1, warmup: 0 });
  const pdf = await oneAtATime(port, receiptOf, headers, { runs: 60, warmup: 5 });
  out.push(
    { suite: SUITE, metric: 'receipt PDF: first one (loads pdfkit)', value: first.p50, unit: 'ms' },
    { suite: SUITE, metric: 'receipt PDF: median', value: pdf.p50, unit: 'ms', target: { max: PDF_MS } },
    { suite: SUITE, metric: 'receipt PDF: p99', value: pdf.p99, unit: 'ms', target: { max: PDF_MS } },
    { suite: SUITE, metric: 'receipt PDF: size', value: pdf.bytes / 1024, unit: 'KiB' },
  );
  return out;
}
