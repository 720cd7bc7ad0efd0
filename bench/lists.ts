// `npm run bench:lists`: the lists on the xl demo data (docs/lists.md), on SQLite and on PostgreSQL,
// each figure beside its target. Run by hand (it seeds about a million rows per engine), not in CI.
// `BENCH_ENGINES=sqlite` measures one engine only.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../src/server/db/connection';
import { businessToday } from '../src/server/lib/business-day';
import { api } from '../src/shared/paths';
import { type BenchContext, type BenchRow, median, withBenchServer } from './harness';
import { type LoadRequest, oneAtATime, runLoad } from './load';
import { portOf } from './suites/api';
import { drain, memoryDuring } from './suites/memory';

const SUITE = 'lists';
const PAGE_P99_MS = 50;
const PAGE_GZIP_KB = 25;

/** Each list's cases: the query after `?page=…&pageSize=25&` (docs/lists.md). */
interface ListCase {
  name: string;
  path: string;
  cases: Record<string, string>;
}

const LIST_CASES: ListCase[] = [
  {
    name: 'apartments',
    path: api.apartments,
    cases: { first: '', search: 'q=accra', filter: 'status=Available', sort: 'sort=price' },
  },
  {
    name: 'rent records',
    path: api.rentRecords,
    cases: {
      first: '',
      search: 'q=mensah',
      filter: 'status=Active',
      'sort by arrears': 'sort=arrears',
      'sort by balance': 'sort=balance',
    },
  },
  {
    name: 'payments',
    path: api.payments,
    cases: {
      first: '',
      'page 1,000': 'page=1000',
      search: 'q=mensah',
      filter: 'method=Mobile%20Money',
      sort: 'sort=amountPaid',
    },
  },
  {
    name: 'arrears',
    path: api.arrears,
    cases: { first: '', search: 'q=mensah', 'sort by arrears': 'sort=arrears' },
  },
  {
    name: 'vehicles',
    path: api.vehicles,
    cases: { first: '', search: 'q=toyota', filter: 'vehicleType=taxi', sort: 'sort=vehicleRegNum' },
  },
  {
    name: 'maintenance',
    path: api.maintenanceRecords,
    cases: { first: '', 'page 500': 'page=500', search: 'q=brake', sort: 'sort=cost' },
  },
  {
    name: 'contracts',
    path: api.contracts,
    cases: {
      first: '',
      search: 'q=mensah',
      filter: 'inArrears=true',
      'sort by arrears': 'sort=arrears',
      'sort by progress': 'sort=progress',
    },
  },
  {
    name: 'remittances',
    path: api.remittances,
    cases: {
      first: '',
      'page 10,000': 'page=10000',
      search: 'q=mensah',
      filter: 'method=Cash',
      sort: 'sort=amount',
    },
  },
  {
    name: 'alerts',
    path: api.alerts,
    cases: { first: '', filter: 'module=vehicles', sort: 'sort=dueDate' },
  },
];

/** The case's page: page 1 of 25 rows unless the case names another page. */
const pageUrl = (list: ListCase, query: string) => {
  const params = new URLSearchParams({ page: '1', pageSize: '25' });
  for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
  return `${list.path}?${params}`;
};

const headersOf = (ctx: BenchContext) => ({ cookie: ctx.cookie, 'accept-encoding': 'gzip' });

/** p99 of each case of each list, and the first page's size as a browser receives it. */
async function pages(ctx: BenchContext, engine: string) {
  const out: BenchRow[] = [];
  for (const list of LIST_CASES) {
    for (const [label, query] of Object.entries(list.cases)) {
      const measured = await oneAtATime(portOf(ctx.baseURL), () => pageUrl(list, query), headersOf(ctx), {
        runs: 40,
        warmup: 3,
        slowMs: 1000,
      });
      out.push({
        suite: SUITE,
        metric: `${engine}: ${list.name}, ${label}: p99`,
        value: measured.p99,
        unit: 'ms',
        target: { max: PAGE_P99_MS },
      });
      if (label === 'first') {
        out.push({
          suite: SUITE,
          metric: `${engine}: ${list.name}, a page of 25 as sent (gzip)`,
          value: measured.bytes / 1024,
          unit: 'KB',
          target: { max: PAGE_GZIP_KB },
        });
      }
    }
  }
  return out;
}

/**
 * Each list's first page on the xl data ÷ on the large data, two servers running side by side:
 * measured in turns (four rounds of 10 requests on each), so a busy moment of the machine weighs on
 * both alike. The ratio of the rounds' median times.
 */
async function sideBySide(large: BenchContext, xl: BenchContext, engine: string): Promise<BenchRow[]> {
  const out: BenchRow[] = [];
  for (const list of LIST_CASES) {
    const medians = { large: [] as number[], xl: [] as number[] };
    for (let round = 0; round < 4; round += 1) {
      for (const [name, ctx] of [
        ['large', large],
        ['xl', xl],
      ] as const) {
        const measured = await oneAtATime(portOf(ctx.baseURL), () => pageUrl(list, ''), headersOf(ctx), {
          runs: 10,
          warmup: 2,
        });
        medians[name].push(measured.p50);
      }
    }
    out.push({
      suite: SUITE,
      metric: `${engine}: ${list.name}, first page on xl ÷ on large (side by side, medians)`,
      value: median(medians.xl) / median(medians.large),
      unit: 'x',
      target: { max: 1.5 },
    });
  }
  return out;
}

/** The old unpaged endpoints and the payments export in constant memory (docs/lists.md). */
async function wholeLists(ctx: BenchContext, engine: string): Promise<BenchRow[]> {
  const unpaged = await memoryDuring(ctx, () => drain(ctx, api.payments));
  const exported = await memoryDuring(ctx, () => drain(ctx, api.exportPayments));
  return [
    {
      suite: SUITE,
      metric: `${engine}: old unpaged payments list: server RSS growth`,
      value: unpaged.growth,
      unit: 'MB',
      target: { max: 60 },
    },
    {
      suite: SUITE,
      metric: `${engine}: payments export: server RSS growth`,
      value: exported.growth,
      unit: 'MB',
      target: { max: 60 },
    },
    {
      suite: SUITE,
      metric: `${engine}: payments export: time`,
      value: exported.ms / 1000,
      unit: 's',
      target: { max: 15 },
    },
  ];
}

/** The old unpaged remittances list while 4 clients record payments and the health check is polled. */
async function noStall(ctx: BenchContext, engine: string): Promise<BenchRow[]> {
  const tenants = (await (
    await fetch(`${ctx.baseURL}${api.rentRecords}?page=1&pageSize=1&status=Active`, {
      headers: { cookie: ctx.cookie },
    })
  ).json()) as { items: { _id: string }[] };
  const tenant = tenants.items[0]?._id ?? '';
  const write = (): LoadRequest => ({
    method: 'POST',
    path: api.addPayment,
    body: JSON.stringify({ tenant, amountPaid: 1, method: 'Cash', Date: '2026-11-22', status: 'Partial' }),
  });
  const port = portOf(ctx.baseURL);
  const headers = { cookie: ctx.cookie };
  // The unpaged list is read for the load's 8 seconds, then the client leaves (the server stops too).
  const leave = new AbortController();
  const unpaged = drain(ctx, api.remittances, leave.signal);
  const seconds = 8;
  const [writes, health] = await Promise.all([
    runLoad(port, write, { connections: 4, seconds, headers }),
    runLoad(port, () => ({ method: 'GET', path: api.health }), { connections: 1, seconds }),
  ]);
  leave.abort();
  const bytes = await unpaged;
  return [
    {
      suite: SUITE,
      metric: `${engine}: payments recorded beside the unpaged remittances (${Math.round(bytes / 1e6)} MB sent meanwhile): p99`,
      value: writes.p99,
      unit: 'ms',
      target: { max: 200 },
    },
    {
      suite: SUITE,
      metric: `${engine}: health check beside the unpaged remittances: p99`,
      value: health.p99,
      unit: 'ms',
      target: { max: 100 },
    },
  ];
}

/**
 * How many rent records and contracts (of one business, or of all) have figures older than `day`:
 * the day's rollover brings them to 0.
 */
async function staleFigures(db: Db, day: string, accountId?: string) {
  let rent = db
    .selectFrom('rent_records')
    .select(sql<number>`count(*)`.as('n'))
    .where('figures_day', '<>', day);
  let hire = db
    .selectFrom('hire_contracts')
    .select(sql<number>`count(*)`.as('n'))
    .where('figures_day', '<', day);
  if (accountId !== undefined) {
    rent = rent.where('account_id', '=', accountId);
    hire = hire.where('account_id', '=', accountId);
  }
  const [rentRow, hireRow] = [await rent.executeTakeFirstOrThrow(), await hire.executeTakeFirstOrThrow()];
  return Number(rentRow.n) + Number(hireRow.n);
}

/**
 * The demo seed stores no derived figures, so a server's first start rolls every business over: the
 * pages are measured once that is done (the rollover's own figures are measured by `rollover`).
 */
async function untilRolledOver(ctx: BenchContext, databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: ctx.dataDir });
  try {
    const deadline = performance.now() + 300_000;
    while ((await staleFigures(handle.db, businessToday())) > 0) {
      if (performance.now() > deadline) throw new Error('the first rollover did not end in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await handle.close();
  }
}

/**
 * The day's rollover of the stored figures (docs/lists.md) for the xl business, as the server does it:
 * every rent record and contract is made a day old, then the server's own schedulers (each minute)
 * bring them to today while pages are read one after another. The rollover's time runs from the first
 * batch stored to the last; the pages read meanwhile are its "reads stay served" figure.
 */
async function rollover(ctx: BenchContext, engine: string, databaseUrl: string): Promise<BenchRow[]> {
  const handle = await openDatabase({ databaseUrl, dataDir: ctx.dataDir });
  try {
    const { db } = handle;
    const largest = await db
      .selectFrom('rent_records')
      .select(['account_id', sql<number>`count(*)`.as('records')])
      .groupBy('account_id')
      .orderBy('records', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const accountId = largest.account_id;
    const day = businessToday();
    const stale = () => staleFigures(db, day, accountId);
    await db
      .updateTable('rent_records')
      .set({ figures_day: '2000-01-01' })
      .where('account_id', '=', accountId)
      .execute();
    await db
      .updateTable('hire_contracts')
      .set({ figures_day: '2000-01-01' })
      .where('account_id', '=', accountId)
      .execute();
    const all = await stale();
    const readPaths = [
      `${api.payments}?page=1&pageSize=25`,
      `${api.vehicles}?page=1&pageSize=25`,
      api.health,
    ];
    const latencies: number[] = [];
    let failures = 0;
    let started: number | undefined;
    let ended: number | undefined;
    const deadline = performance.now() + 150_000;
    for (let i = 0; ended === undefined && performance.now() < deadline; i += 1) {
      const before = performance.now();
      const response = await fetch(`${ctx.baseURL}${readPaths[i % readPaths.length]}`, {
        headers: headersOf(ctx),
      });
      await response.arrayBuffer();
      const after = performance.now();
      const left = await stale();
      if (started === undefined && left < all) started = before;
      if (started !== undefined) {
        latencies.push(after - before);
        if (!response.ok) failures += 1;
      }
      if (left === 0) ended = performance.now();
      else if (started === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN;
    return [
      {
        suite: SUITE,
        metric: `${engine}: the day's rollover of the xl business (${all} rent records and contracts)`,
        value: started !== undefined && ended !== undefined ? (ended - started) / 1000 : Number.NaN,
        unit: 's',
        target: { max: 30 },
      },
      {
        suite: SUITE,
        metric: `${engine}: pages read during the rollover (${latencies.length}, ${failures} failed): p99`,
        value: failures > 0 ? Number.POSITIVE_INFINITY : p99,
        unit: 'ms',
        target: { max: 200 },
      },
    ];
  } finally {
    await handle.close();
  }
}

/** A fresh PostgreSQL database for one run, dropped by the returned function. */
async function freshPostgres(name: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function onEngine<T>(engine: string, name: string, work: (databaseUrl: string) => Promise<T>) {
  if (engine !== 'postgres') return work('');
  const database = await freshPostgres(name);
  try {
    return await work(database.databaseUrl);
  } finally {
    await database.drop();
  }
}

/** Prints the rows so far beside their targets and writes them to bench/results-lists.json. */
function report() {
  console.table(
    rows.map((row) => ({
      metric: row.metric,
      value: `${Math.round(row.value * 10) / 10} ${row.unit}`,
      target: row.target
        ? `${row.target.max !== undefined ? `<= ${row.target.max}` : `>= ${row.target.min}`}`
        : '',
      met: row.target
        ? (row.target.max === undefined || row.value <= row.target.max) &&
          (row.target.min === undefined || row.value >= row.target.min)
          ? 'met'
          : 'MISSED'
        : '',
    })),
  );
  const out = path.join('bench', 'results-lists.json');
  fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`Wrote ${out}`);
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((each) => each.trim());
const rows: BenchRow[] = [];
for (const engine of engines) {
  const started = performance.now();
  // The large business's server stays up while the xl one is seeded and measured: the first pages
  // of both are compared side by side.
  const measured = await onEngine(engine, 'bench_lists_large', (largeUrl) =>
    withBenchServer(
      async (large) => {
        await untilRolledOver(large, largeUrl);
        return onEngine(engine, 'bench_lists_xl', (databaseUrl) =>
          withBenchServer(
            async (ctx): Promise<BenchRow[]> => [
              {
                suite: SUITE,
                metric: `${engine}: seeding the xl demo data`,
                value: ctx.seedSeconds,
                unit: 's',
                target: { max: 300 },
              },
              ...(await untilRolledOver(ctx, databaseUrl).then(() => pages(ctx, engine))),
              ...(await sideBySide(large, ctx, engine)),
              ...(await wholeLists(ctx, engine)),
              ...(await noStall(ctx, engine)),
              // A failure here is reported as a missed figure: the rows measured before it are kept.
              ...(await rollover(ctx, engine, databaseUrl).catch((error: unknown): BenchRow[] => {
                console.error(error);
                return [
                  {
                    suite: SUITE,
                    metric: `${engine}: the day's rollover failed`,
                    value: Number.NaN,
                    unit: 's',
                  },
                ];
              })),
            ],
            3392,
            { scale: 'xl', databaseUrl },
          ),
        );
      },
      3391,
      { scale: 'large', databaseUrl: largeUrl },
    ),
  );
  rows.push(...measured);
  console.error(`bench: lists on ${engine} done in ${Math.round((performance.now() - started) / 1000)} s`);
  report();
}
