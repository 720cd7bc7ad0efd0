// The many-accounts figure of docs/accounts.md §3: on PostgreSQL with two app processes, one account's
// lists and pages measured with that account alone, then again beside 199 other accounts of the same
// size. Run by `npm run bench` after the SQLite suites (BENCH_DATABASE_URL, default the local server).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seedAccount } from '../src/server/db/seed';
import { newId } from '../src/server/lib/ids';
import { hashPassword } from '../src/server/lib/passwords';
import { bumpListVersions } from '../src/server/lib/service-context';
import { accountsRepository } from '../src/server/modules/accounts/repository';
import { usersRepository } from '../src/server/modules/users/repository';
import { stopProcess, waitForHealth } from '../src/server/test/processes';
import { api } from '../src/shared/paths';
import { type BenchRow, SERVER_ENV, SERVER_NODE_FLAGS } from './harness';
import { type LoadRequest, type LoadResult, runLoad } from './load';

const SUITE = 'accounts';
const ACCOUNTS = 200;
const PORTS = [3393, 3394];
const OWNER = { email: 'owner@bench-accounts.example', password: 'bench-password-123' };

const server = (distDir: string, databaseUrl: string, port: number): ChildProcess =>
  spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(distDir, 'server', 'server.js')], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-accounts-')),
      CLIENT_DIR: path.join(distDir, 'client'),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Not the 200 businesses' reminders at start-up, while the lists are timed.
      REMINDER_TIME: '23:59',
    },
    stdio: ['ignore', process.stderr, 'inherit'],
  });

/** Load on both processes at once; the worse p99 of the two is the figure. */
async function onBoth(next: () => LoadRequest, cookie: string, seconds = 6): Promise<LoadResult> {
  const results = await Promise.all(
    PORTS.map((port) => runLoad(port, next, { connections: 6, seconds, headers: { cookie } })),
  );
  return results.reduce((worst, each) => (each.p99 > worst.p99 ? each : worst));
}

interface Scenario {
  name: string;
  next: () => LoadRequest;
  /** Puts back what the scenario wrote, so both phases measure the same account. */
  undo?: () => Promise<void>;
}

/** The amount the write scenario records (₵0.01, which the demo data never has), to find its payments again. */
const BENCH_PESEWAS = 1;

function scenarios(tenantId: string, paymentId: string, undoWrites: () => Promise<void>): Scenario[] {
  let counter = 0;
  const get = (requestPath: string) => () => ({ method: 'GET' as const, path: requestPath });
  return [
    { name: 'apartments list', next: get(api.apartments) },
    { name: 'rent records list', next: get(api.rentRecords) },
    { name: 'payments list', next: get(api.payments) },
    { name: 'vehicles list', next: get(api.vehicles) },
    { name: 'one payment', next: get(api.payment(paymentId)) },
    { name: 'audit log page', next: get(`${api.audit}?pageSize=50`) },
    {
      // Every fifth request records a payment: the lists are rebuilt from the database all along.
      name: 'payments list under 20 % writes',
      next: () => {
        counter += 1;
        if (counter % 5 === 0) {
          const body = JSON.stringify({
            tenant: tenantId,
            amountPaid: BENCH_PESEWAS / 100,
            method: 'Cash',
            Date: '2026-11-22',
            status: 'Partial',
          });
          return { method: 'POST', path: api.addPayment, body };
        }
        return { method: 'GET', path: api.payments };
      },
      undo: undoWrites,
    },
  ];
}

export async function accountsBench(distDir: string): Promise<BenchRow[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `pm_bench_accounts_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
  const children: ChildProcess[] = [];
  try {
    await migrate(handle.db, handle.engine);
    const owner = await accountsRepository(handle.db).insert(newId(), 'Bench business');
    await usersRepository(handle.db, owner._id).insert({
      id: newId(),
      name: 'Bench Owner',
      email: OWNER.email,
      phone: '',
      role: 'Admin',
      passwordHash: await hashPassword(OWNER.password),
    });
    await seedAccount(handle.db, 'account', owner._id);

    for (const port of PORTS) children.push(server(distDir, databaseUrl, port));
    await Promise.all(
      children.map((child, index) =>
        waitForHealth(`http://127.0.0.1:${PORTS[index]}`, child, { name: `bench process ${index + 1}` }),
      ),
    );
    const login = await fetch(`http://127.0.0.1:${PORTS[0]}${api.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const read = async (requestPath: string) =>
      (await fetch(`http://127.0.0.1:${PORTS[0]}${requestPath}`, { headers: { cookie } })).json();
    const tenantId = ((await read(api.rentRecords)) as { _id: string }[])[0]?._id ?? '';
    const paymentId = ((await read(api.payments)) as { _id: string }[])[0]?._id ?? '';
    // The writes would otherwise grow the measured payments list between the two phases.
    const undoWrites = async () => {
      await handle.db
        .deleteFrom('payments')
        .where('account_id', '=', owner._id)
        .where('amount_pesewas', '=', BENCH_PESEWAS)
        .execute();
      await bumpListVersions(handle.db, owner._id, ['payments']);
    };
    const all = scenarios(tenantId, paymentId, undoWrites);
    const measure = async (scenario: Scenario, seconds?: number) => {
      const result = await onBoth(scenario.next, cookie, seconds);
      await scenario.undo?.();
      return result;
    };

    // Each phase starts from the same footing: statistics current, dirty pages written, both
    // processes warm (JIT, connection pools, caches). Otherwise the second phase measures the
    // autovacuum and checkpoint that follow a bulk load, not the data.
    const settle = async () => {
      await sql`vacuum analyze`.execute(handle.db);
      await sql`checkpoint`.execute(handle.db);
      for (const scenario of all) await measure(scenario, 1);
    };
    await settle();
    const single = new Map<string, LoadResult>();
    for (const scenario of all) single.set(scenario.name, await measure(scenario));
    console.error(`bench: accounts: 1 account measured; seeding ${ACCOUNTS - 1} more`);
    for (let i = 1; i < ACCOUNTS; i += 1) {
      await seedAccount(
        handle.db,
        'account',
        (await accountsRepository(handle.db).insert(newId(), `Business ${i}`))._id,
      );
    }
    await settle();
    const rows: BenchRow[] = [];
    for (const scenario of all) {
      const alone = single.get(scenario.name);
      const beside = await measure(scenario);
      if (!alone) continue;
      rows.push(
        { suite: SUITE, metric: `${scenario.name}: p99, 1 account`, value: alone.p99, unit: 'ms' },
        {
          suite: SUITE,
          metric: `${scenario.name}: p99, ${ACCOUNTS} accounts`,
          value: beside.p99,
          unit: 'ms',
        },
        {
          suite: SUITE,
          metric: `${scenario.name}: ${ACCOUNTS} accounts / 1 account`,
          value: beside.p99 / alone.p99,
          unit: 'x',
          target: { max: 1.5 },
        },
      );
      if (alone.errors + beside.errors > 0) {
        rows.push({
          suite: SUITE,
          metric: `${scenario.name}: errors`,
          value: alone.errors + beside.errors,
          unit: 'responses',
        });
      }
    }
    return rows;
  } finally {
    for (const child of children) await stopProcess(child);
    await handle.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
