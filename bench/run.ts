// `npm run bench`: builds, seeds the large demo data, and measures. Prints a table and writes
// bench/results.json. A benchmark, not a test: it reports figures against targets, it does not fail.
import fs from 'node:fs';
import path from 'node:path';
import { accountsBench } from './accounts';
import { type BenchContext, type BenchRow, withBenchServer } from './harness';

export type Suite = (ctx: BenchContext) => Promise<BenchRow[]>;

/** Every suite, in the order they run. Modules append theirs. */
const suites: { name: string; load: () => Promise<{ default: Suite }> }[] = [
  { name: 'page weight', load: () => import('./suites/page-weight') },
  { name: 'apartments', load: () => import('./suites/apartments') },
  { name: 'fleet', load: () => import('./suites/fleet') },
  { name: 'slow network', load: () => import('./suites/slow-network') },
  // docs/offline.md §4: first and return visits over 3G and slow 3G, and the offline start.
  { name: 'mobile data', load: () => import('./suites/mobile-data') },
  { name: 'memory', load: () => import('./suites/memory') },
  // After memory: its receipt PDFs load pdfkit, which the idle figure must not hold.
  { name: 'ledger', load: () => import('./suites/ledger') },
  { name: 'hire', load: () => import('./suites/hire') },
  { name: 'reminders', load: () => import('./suites/reminders') },
  // Before api: the workbook is measured on the seeded data, not on the load test's payments.
  { name: 'data export', load: () => import('./suites/data-export') },
  { name: 'backups', load: () => import('./suites/backups') },
  // Profit and loss (docs/insight.md §5): measured on the xl data with BENCH_SCALE=xl.
  { name: 'reports', load: () => import('./suites/reports') },
  // Before api, after the screens: it adds 5,000 tenancies and payments (docs/insight.md §5).
  { name: 'import', load: () => import('./suites/import') },
  // Last: its load test adds payments to the data the screens above measure.
  { name: 'api', load: () => import('./suites/api') },
];

/**
 * `BENCH_ONLY=ledger,api` runs only the named suites (`accounts` names the many-accounts one);
 * unset, every suite runs.
 */
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const selected = (name: string) => !only?.length || only.includes(name);
const unknown = only?.filter((name) => name !== 'accounts' && !suites.some((suite) => suite.name === name));
if (unknown?.length) {
  console.error(`BENCH_ONLY: no suite named ${unknown.join(', ')}`);
  process.exit(1);
}

function verdict(row: BenchRow): string {
  if (!row.target) return '';
  const { max, min } = row.target;
  const ok = (max === undefined || row.value <= max) && (min === undefined || row.value >= min);
  const goal = [min !== undefined ? `>= ${min}` : '', max !== undefined ? `<= ${max}` : '']
    .filter(Boolean)
    .join(' ');
  return `${ok ? 'met' : 'MISSED'} (${goal})`;
}

/** `BENCH_PORT` serves the bench elsewhere than 3390 (two benches on one machine). */
const port = Number(process.env.BENCH_PORT) || undefined;
/** `BENCH_SCALE=xl` seeds the xl demo data instead of the large (the reports suite's target is on xl). */
const scale = process.env.BENCH_SCALE === 'xl' ? 'xl' : 'large';

const rows = await withBenchServer(
  async (ctx) => {
    const all: BenchRow[] = [];
    for (const suite of suites.filter((each) => selected(each.name))) {
      const started = performance.now();
      const run = (await suite.load()).default;
      all.push(...(await run(ctx)));
      console.error(`bench: ${suite.name} done in ${Math.round((performance.now() - started) / 1000)} s`);
    }
    return all;
  },
  port,
  { scale },
);

// Many businesses on one PostgreSQL server, two app processes (docs/accounts.md §3).
if (process.env.BENCH_SKIP_ACCOUNTS !== '1' && selected('accounts')) {
  const started = performance.now();
  rows.push(...(await accountsBench(path.resolve(process.env.BENCH_DIST ?? 'dist'))));
  console.error(`bench: accounts done in ${Math.round((performance.now() - started) / 1000)} s`);
}

const table = rows.map((row) => ({
  suite: row.suite,
  metric: row.metric,
  value: `${Math.round(row.value * 10) / 10} ${row.unit}`,
  target: verdict(row),
}));
console.table(table);
const out = path.join('bench', 'results.json');
// A run of some suites says which: its file is not the whole picture.
const results = { at: new Date().toISOString(), ...(only?.length ? { only } : {}), rows };
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${out}`);
