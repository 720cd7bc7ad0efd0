import { api } from '../../src/shared/paths';
import type { Payment } from '../../src/shared/schemas/payments';
import type { RentRecord } from '../../src/shared/schemas/rent-records';
import type { BenchContext, BenchRow } from '../harness';
import { type LoadRequest, oneAtATime, latencyRows as rowsOf, runLoad } from '../load';
import { portOf, startBareServer } from './api';

const SUITE = 'ledger';
/** docs/ledger.md §8: arrears and one tenant's ledger answer within 100 ms (p99), a receipt PDF within 300 ms. */
const READ_P99_MS = 100;
const PDF_MS = 300;
/** The rent-record list, derived fields and all, at least half as fast as bare node:http sending the same rows. */
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

  // Measured as the api suite measures its lists: the same GET again and again on 16 connections,
  // so after the first read the list cache answers from memory (nothing is written meanwhile).
  const bare = await startBareServer(new Map([[api.rentRecords, records]]));
  try {
    const request = (): LoadRequest => ({ method: 'GET', path: api.rentRecords });
    const app = await runLoad(port, request, { headers });
    const bound = await runLoad(bare.port, request);
    out.push(
      { suite: SUITE, metric: 'rent-record list (list cache): median', value: app.p50, unit: 'ms' },
      { suite: SUITE, metric: 'rent-record list (list cache): p99', value: app.p99, unit: 'ms' },
      { suite: SUITE, metric: 'rent-record list: app requests/s', value: app.rps, unit: 'req/s' },
      {
        suite: SUITE,
        metric: 'rent-record list: bare node:http requests/s',
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
      ...(app.errors
        ? [{ suite: SUITE, metric: 'rent-record list: app errors', value: app.errors, unit: 'responses' }]
        : []),
    );
  } finally {
    bare.server.close();
  }

  // What the cache saves: a query string makes the list cache step aside (plugins/list-cache.ts
  // caches the bare path only), so every read queries and derives the 2,000 standings afresh.
  out.push(
    ...latencyRows(
      'rent-record list computed on every read (cache bypassed)',
      await oneAtATime(port, (i) => `${api.rentRecords}?bench=${i}`, headers, { runs: 30, warmup: 3 }),
    ),
  );

  const arrears = await read<unknown[]>(api.arrears);
  out.push({ suite: SUITE, metric: 'arrears rows', value: arrears.length, unit: 'rows' });
  out.push(
    ...latencyRows(
      'GET /api/arrears (list cache)',
      await oneAtATime(port, () => api.arrears, headers, { runs: 100, warmup: 5 }),
      READ_P99_MS,
    ),
    // The first read after a payment or a tenancy changed: computed from the database.
    ...latencyRows(
      'GET /api/arrears computed on every read (cache bypassed)',
      await oneAtATime(port, (i) => `${api.arrears}?bench=${i}`, headers, { runs: 100, warmup: 5 }),
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
