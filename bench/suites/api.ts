import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '../../src/shared/paths';
import type { BenchContext, BenchRow } from '../harness';
import { type LoadRequest, type LoadResult, runLoad } from '../load';
import { rssMb } from './memory';

const SUITE = 'api';
/** What the list screens ask for: a page of each list (docs/lists.md). */
const PAGE = '?page=1&pageSize=25';
const LISTS = [
  { name: 'rent records', whole: api.rentRecords },
  { name: 'apartment properties', whole: api.apartments },
  { name: 'payments', whole: api.payments },
  { name: 'maintenance records', whole: api.maintenanceRecords },
].map((list) => ({ ...list, path: `${list.whole}${PAGE}` }));

/**
 * The bound the app is held to: a bare node:http server that holds a list's rows in memory and
 * serialises them all on every request, with no routing, session, database or validation. That
 * is the most any server could do when the screens asked for whole lists; a page read from the
 * database must keep up with it (docs/lists.md). `lists` maps each path asked for to its rows.
 */
export async function startBareServer(lists: Map<string, unknown[]>, writesTo?: string) {
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const row = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        if (writesTo) lists.get(writesTo)?.unshift(row);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(row));
      });
      return;
    }
    const rows = lists.get(req.url ?? '');
    if (!rows) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

export const portOf = (baseURL: string) => Number(new URL(baseURL).port);

function rows(suite: string, name: string, app: LoadResult, bound: LoadResult, min = 0.5): BenchRow[] {
  return [
    { suite, metric: `${name}: app requests/s`, value: app.rps, unit: 'req/s' },
    { suite, metric: `${name}: app p99 latency`, value: app.p99, unit: 'ms' },
    { suite, metric: `${name}: bare node:http requests/s`, value: bound.rps, unit: 'req/s' },
    { suite, metric: `${name}: bare node:http p99 latency`, value: bound.p99, unit: 'ms' },
    {
      suite,
      metric: `${name}: ratio to the bound`,
      value: app.rps / bound.rps,
      unit: 'x',
      target: { min },
    },
    ...(app.errors ? [{ suite, metric: `${name}: app errors`, value: app.errors, unit: 'responses' }] : []),
  ];
}

/** The page's size as JSON and as a browser receives it (compressed by plugins/compression.ts). */
async function transferSizes(ctx: BenchContext, name: string, path: string): Promise<BenchRow[]> {
  const size = async (encoding: string) => {
    const response = await fetch(`${ctx.baseURL}${path}`, {
      headers: { cookie: ctx.cookie, 'accept-encoding': encoding },
    });
    await response.arrayBuffer();
    return Number(response.headers.get('content-length')) / 1024;
  };
  return [
    { suite: SUITE, metric: `${name}: JSON size`, value: await size('identity'), unit: 'KiB' },
    {
      suite: SUITE,
      metric: `${name}: size as sent to a browser (gzip)`,
      value: await size('gzip'),
      unit: 'KiB',
    },
  ];
}

export default async function apiEfficiency(ctx: BenchContext): Promise<BenchRow[]> {
  const headers = { cookie: ctx.cookie };
  const lists = new Map<string, unknown[]>();
  // The bound answers each page's request with the whole list, as the screens asked before paging.
  for (const list of LISTS) {
    const response = await fetch(`${ctx.baseURL}${list.whole}`, { headers });
    lists.set(list.path, (await response.json()) as unknown[]);
  }
  // The mixed load's writes are payments: the bound adds them to its payments list.
  const bare = await startBareServer(lists, LISTS.find((list) => list.whole === api.payments)?.path);
  const appPort = portOf(ctx.baseURL);
  const out: BenchRow[] = [];
  try {
    for (const list of LISTS) {
      out.push(...(await transferSizes(ctx, list.name, list.path)));
      const request = (): LoadRequest => ({ method: 'GET', path: list.path });
      const app = await runLoad(appPort, request, { headers });
      const bound = await runLoad(bare.port, request);
      out.push(...rows(SUITE, list.name, app, bound));
    }

    // Mixed: four reads for every write, the write being a recorded payment.
    const tenant = (lists.get(LISTS[0]?.path ?? '')?.[0] as { _id: string } | undefined)?._id ?? '';
    let counter = 0;
    const mixed = (): LoadRequest => {
      counter += 1;
      if (counter % 5 === 0) {
        const body = JSON.stringify({
          tenant,
          amountPaid: 150,
          method: 'Mobile Money',
          Date: '2026-11-22',
          status: 'Partial',
        });
        return { method: 'POST', path: api.addPayment, body };
      }
      return { method: 'GET', path: LISTS[counter % LISTS.length]!.path };
    };
    let peak = rssMb(ctx.server.pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(ctx.server.pid));
    }, 100);
    const app = await runLoad(appPort, mixed, { headers });
    clearInterval(sampler);
    counter = 0;
    const bound = await runLoad(bare.port, mixed);
    // docs/lists.md: pages from the database keep up with the bound, in a quarter of a gigabyte.
    out.push(...rows(SUITE, 'mixed read/write', app, bound, 1.0));
    out.push({
      suite: 'memory',
      metric: 'server RSS peak under the mixed load',
      value: peak,
      unit: 'MB',
      target: { max: 250 },
    });
  } finally {
    bare.server.close();
  }
  return out;
}
