// `npm run crash-test`: kills the built server with SIGKILL while payment writes are in flight, 20
// times per engine, and checks that no acknowledged payment is ever lost (docs/decisions/041). Each
// write carries an Idempotency-Key; after each restart the writes that got no answer are sent again
// with theirs, and every payment must then be stored exactly once (decision 043).
//
// Environment: CRASH_DIST (build folder, default dist), CRASH_ROUNDS (default 20), CRASH_ENGINES
// (default sqlite,postgres), CRASH_PG_URL (maintenance database the test creates its own database
// from, default postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from '../src/server/db/connection';
import { rentRecordBody } from '../src/server/modules/apartments/test-data';
import { freePort, LOOPBACK, outputTail, waitForHealth } from '../src/server/test/processes';
import { api } from '../src/shared/paths';

type Engine = 'sqlite' | 'postgres';

const DIST = path.resolve(process.env.CRASH_DIST ?? 'dist');
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const ENGINES = (process.env.CRASH_ENGINES ?? 'sqlite,postgres').split(',').map((e) => e.trim()) as Engine[];
const PG_URL = process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'crash@example.com', password: 'crash-password-123' };
/** Payment writes kept in flight at once. */
const CONCURRENCY = 8;
/** The kill lands this long after the first write of a round was sent. */
const KILL_DELAY_MS = { min: 50, max: 500 };
/** Safety bounds: writes per round, and the whole run. */
const MAX_WRITES_PER_ROUND = 5000;
const TIMEOUT_MS = Number(process.env.CRASH_TIMEOUT_MS ?? 5 * 60 * 1000);

interface Acknowledged {
  id: string;
  pesewas: number;
}

/** A write the kill cut off before its answer: sent again, with the same key, after the restart. */
interface Pending {
  key: string;
  amountPaid: number;
}

interface EngineResult {
  engine: Engine;
  rounds: number;
  attempted: number;
  acknowledged: number;
  found: number;
  lost: number;
  /** Writes cut off by a kill and sent again after the restart. */
  retried: number;
  /** Of those, the ones the server had already stored before it died (answered from the key). */
  alreadyStored: number;
  /** Stored payments beyond the acknowledged ones: a retry recorded twice, or a stray row. */
  extra: number;
  integrity: string;
  seconds: number;
  problems: string[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toPesewas = (cedis: number) => Math.round(cedis * 100);

interface Reply {
  status: number;
  body: string;
  setCookie: string[];
  /** The server answered a repeated Idempotency-Key from what it had stored. */
  replayed: boolean;
}

/** One HTTP request over `agent`; rejects when the connection fails (the server died). */
function request(
  agent: http.Agent,
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; key?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: LOOPBACK,
        port,
        method,
        path: url,
        agent,
        timeout: 10_000,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie'] ?? [],
            replayed: res.headers['idempotent-replayed'] === 'true',
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The built server as a child process, on one port across its restarts. */
class Server {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  private output: () => string = () => '';
  agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });

  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(DIST, 'server', 'server.js')], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: LOOPBACK, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.output = outputTail(child);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
    await waitForHealth(`http://${LOOPBACK}:${this.port}`, child, {
      name: 'the server',
      output: this.output,
    });
  }

  /** The server's last output on stderr, for diagnostics. */
  get stderr(): string {
    return this.output();
  }

  /** SIGKILL: no shutdown hook runs, in-flight requests get no answer. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.agent.destroy();
    this.child = null;
  }

  /** SIGTERM: the graceful shutdown of server.ts; resolves with the exit code. */
  async stop(): Promise<number | null> {
    if (!this.child) return null;
    this.child.kill('SIGTERM');
    const code = await this.exited;
    this.agent.destroy();
    this.child = null;
    return code;
  }
}

/** Posts payments from CONCURRENCY workers until the server dies; SIGKILLs it at a random moment. */
async function writeAndKill(
  server: Server,
  cookie: string,
  tenantId: string,
  next: () => number,
  acknowledged: Acknowledged[],
  pending: Pending[],
  problems: string[],
): Promise<{ attempted: number; killAfterMs: number }> {
  let attempted = 0;
  let dead = false;
  const killAfterMs = randomInt(KILL_DELAY_MS.min, KILL_DELAY_MS.max + 1);
  let killing: Promise<void> | undefined;

  const worker = async () => {
    while (!dead && attempted < MAX_WRITES_PER_ROUND) {
      const serial = next();
      // A distinct amount per write, so a row found under another amount is caught.
      const amountPaid = (serial % 99_999) + 1 + (serial % 97) / 100;
      const key = `crash-test-${String(serial).padStart(10, '0')}`;
      attempted += 1;
      if (attempted === 1) killing = sleep(killAfterMs).then(() => server.kill());
      let reply: Reply;
      try {
        reply = await postPayment(server, cookie, tenantId, amountPaid, key);
      } catch {
        // No answer: the server died with this write in flight; it may or may not be stored.
        pending.push({ key, amountPaid });
        dead = true;
        return;
      }
      const saved = savedPayment(reply, amountPaid, problems);
      if (saved) acknowledged.push(saved);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Every worker stopped; make sure the kill really happened before the caller restarts.
  if (killing) await killing;
  else await server.kill();
  return { attempted, killAfterMs };
}

function postPayment(server: Server, cookie: string, tenantId: string, amountPaid: number, key: string) {
  return request(server.agent, server.port, 'POST', api.addPayment, {
    cookie,
    key,
    body: { tenant: tenantId, amountPaid, method: 'Cash', Date: '2026-03-01', status: 'Partial' },
  });
}

/** The payment an add_payment answer acknowledges, or null (and a problem) when it is wrong. */
function savedPayment(reply: Reply, amountPaid: number, problems: string[]): Acknowledged | null {
  if (reply.status !== 200) {
    problems.push(`add_payment answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    return null;
  }
  const saved = JSON.parse(reply.body) as { _id: string; amountPaid: number };
  if (toPesewas(saved.amountPaid) !== toPesewas(amountPaid)) {
    problems.push(`add_payment answered amount ${saved.amountPaid} for ${amountPaid}`);
  }
  return { id: saved._id, pesewas: toPesewas(amountPaid) };
}

/** Sends the cut-off writes again with their keys, as the Add Payment screen does on a retry. */
async function retryPending(
  server: Server,
  cookie: string,
  tenantId: string,
  pending: Pending[],
  acknowledged: Acknowledged[],
  problems: string[],
): Promise<{ retried: number; alreadyStored: number }> {
  let alreadyStored = 0;
  const retried = pending.length;
  for (const { key, amountPaid } of pending.splice(0)) {
    const reply = await postPayment(server, cookie, tenantId, amountPaid, key);
    const saved = savedPayment(reply, amountPaid, problems);
    if (!saved) continue;
    acknowledged.push(saved);
    if (reply.replayed) alreadyStored += 1;
  }
  return { retried, alreadyStored };
}

/** Compares the stored payments with the acknowledged ones; returns the count found. */
function compare(
  stored: Map<string, number>,
  acknowledged: Acknowledged[],
  problems: string[],
  where: string,
): number {
  let found = 0;
  for (const ack of acknowledged) {
    const pesewas = stored.get(ack.id);
    if (pesewas === undefined) {
      problems.push(`${where}: acknowledged payment ${ack.id} is missing`);
    } else if (pesewas !== ack.pesewas) {
      problems.push(`${where}: payment ${ack.id} has ${pesewas} pesewas, acknowledged ${ack.pesewas}`);
    } else {
      found += 1;
    }
  }
  return found;
}

/** Stored rows nobody was told about: after the retries there must be none. */
function countExtra(stored: Map<string, number>, acknowledged: Acknowledged[]): number {
  const told = new Set(acknowledged.map((ack) => ack.id));
  return [...stored.keys()].filter((id) => !told.has(id)).length;
}

async function listedPayments(server: Server, cookie: string): Promise<Map<string, number>> {
  const reply = await request(server.agent, server.port, 'GET', api.payments, { cookie });
  if (reply.status !== 200) throw new Error(`all_payments answered ${reply.status}: ${reply.body}`);
  const rows = JSON.parse(reply.body) as { _id: string; amountPaid: number }[];
  return new Map(rows.map((row) => [row._id, toPesewas(row.amountPaid)]));
}

/** Where the engine keeps its data, and how to check it directly once the server is stopped. */
interface Store {
  env: NodeJS.ProcessEnv;
  /** Every payment row (id → pesewas) and the engine's integrity verdict. */
  inspect(): Promise<{ rows: Map<string, number>; integrity: string }>;
  dispose(): Promise<void>;
}

async function sqliteStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async inspect() {
      const file = new SqliteDatabase(path.join(dataDir, SQLITE_FILE));
      try {
        const check = file.pragma('integrity_check', { simple: true });
        const foreignKeys = file.pragma('foreign_key_check') as unknown[];
        const rows = file.prepare('select id, amount_pesewas from payments').all() as {
          id: string;
          amount_pesewas: number;
        }[];
        const integrity = `integrity_check=${String(check)}, foreign_key_check=${foreignKeys.length} violations`;
        return { rows: new Map(rows.map((r) => [r.id, Number(r.amount_pesewas)])), integrity };
      } finally {
        file.close();
      }
    },
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(): Promise<Store> {
  const database = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    async inspect() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const rows = await client.query<{ id: string; amount_pesewas: string }>(
          'select id, amount_pesewas from payments',
        );
        // Consistency: every payment points at an existing rent record under its current name, and
        // every session at an existing user.
        const orphans = await client.query<{ count: string }>(
          `select count(*) from payments p left join rent_records r on r.id = p.tenant_id
           where r.id is null or r.tenant_name <> p.tenant_name`,
        );
        const orphanSessions = await client.query<{ count: string }>(
          'select count(*) from sessions s left join users u on u.id = s.user_id where u.id is null',
        );
        let btree = 'amcheck unavailable';
        try {
          await client.query('create extension if not exists amcheck');
          const indexes = await client.query<{ oid: string }>(
            `select c.oid from pg_index i join pg_class c on c.oid = i.indexrelid
             join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
             where a.amname = 'btree' and n.nspname = 'public'`,
          );
          for (const index of indexes.rows)
            await client.query('select bt_index_check($1, true)', [index.oid]);
          btree = `bt_index_check ok on ${indexes.rows.length} indexes`;
        } catch (error) {
          btree = `amcheck: ${(error as Error).message}`;
        }
        const integrity = `payments without a valid tenant=${orphans.rows[0]?.count}, sessions without a user=${orphanSessions.rows[0]?.count}, ${btree}`;
        return { rows: new Map(rows.rows.map((r) => [r.id, Number(r.amount_pesewas)])), integrity };
      } finally {
        await client.end();
      }
    },
    async dispose() {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const integrityOk = (engine: Engine, integrity: string) =>
  engine === 'sqlite'
    ? integrity === 'integrity_check=ok, foreign_key_check=0 violations'
    : /^payments without a valid tenant=0, sessions without a user=0, bt_index_check ok/.test(integrity);

async function run(engine: Engine): Promise<EngineResult> {
  const started = performance.now();
  const store = engine === 'sqlite' ? await sqliteStore() : await postgresStore();
  const server = new Server(await freePort(), {
    ...store.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLIENT_DIR: path.join(os.tmpdir(), 'pm-crash-no-client'),
  });
  const problems: string[] = [];
  const acknowledged: Acknowledged[] = [];
  const pending: Pending[] = [];
  let retried = 0;
  let alreadyStored = 0;
  let extra = 0;
  let attempted = 0;
  let serial = 0;
  let found = 0;
  let integrity = 'not checked';
  let rounds = 0;
  try {
    await server.start();
    const login = await request(server.agent, server.port, 'POST', api.login, { body: ADMIN });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.body}`);
    const cookie =
      login.setCookie.map((c) => c.split(';')[0]).find((c) => c?.startsWith('pm_session=')) ?? '';
    const tenant = await request(server.agent, server.port, 'POST', api.addRentRecord, {
      cookie,
      body: rentRecordBody({ tenantName: 'Crash Test Tenant' }),
    });
    if (tenant.status !== 200)
      throw new Error(`create_rent/record answered ${tenant.status}: ${tenant.body}`);
    const tenantId = (JSON.parse(tenant.body) as { data: { _id: string } }).data._id;

    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = acknowledged.length;
      const result = await writeAndKill(
        server,
        cookie,
        tenantId,
        () => ++serial,
        acknowledged,
        pending,
        problems,
      );
      attempted += result.attempted;
      await server.start();
      // The session and the tenant were acknowledged too: both must have survived every kill.
      const profile = await request(server.agent, server.port, 'GET', api.profile, { cookie });
      if (profile.status !== 200) problems.push(`round ${round}: the session was lost (${profile.status})`);
      const record = await request(server.agent, server.port, 'GET', api.rentRecord(tenantId), { cookie });
      if (record.status !== 200) problems.push(`round ${round}: the tenant was lost (${record.status})`);
      const retry = await retryPending(server, cookie, tenantId, pending, acknowledged, problems);
      retried += retry.retried;
      alreadyStored += retry.alreadyStored;
      const stored = await listedPayments(server, cookie);
      found = compare(stored, acknowledged, problems, `round ${round}`);
      rounds = round;
      log(
        `  ${engine} round ${String(round).padStart(2)}: killed after ${String(result.killAfterMs).padStart(3)} ms, ` +
          `${result.attempted} sent, ${acknowledged.length - before} acknowledged ` +
          `(${retry.retried} after a retry, ${retry.alreadyStored} of them already stored), ` +
          `${stored.size} stored in all, ${acknowledged.length - found} lost so far`,
      );
    }

    const code = await server.stop();
    if (code !== 0) problems.push(`graceful stop exited with ${code}:\n${server.stderr}`);
    const direct = await store.inspect();
    integrity = direct.integrity;
    if (!integrityOk(engine, integrity)) problems.push(`integrity: ${integrity}`);
    found = compare(direct.rows, acknowledged, problems, 'database file');
    extra = countExtra(direct.rows, acknowledged);
    if (extra > 0) problems.push(`${extra} payments stored that no answer acknowledged (recorded twice?)`);
  } catch (error) {
    problems.push(`${(error as Error).message}\n${server.stderr}`);
  } finally {
    await server.kill();
    await store.dispose();
  }
  return {
    engine,
    rounds,
    attempted,
    acknowledged: acknowledged.length,
    found,
    lost: acknowledged.length - found,
    retried,
    alreadyStored,
    extra,
    integrity,
    seconds: (performance.now() - started) / 1000,
    problems,
  };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'server', 'server.js'))) {
    throw new Error(`no built server in ${DIST}/server (run npm run build:server, or set CRASH_DIST)`);
  }
  const watchdog = setTimeout(() => {
    log(`crash test: gave up after ${TIMEOUT_MS / 1000} s`);
    process.exit(2);
  }, TIMEOUT_MS);
  watchdog.unref();

  const results: EngineResult[] = [];
  for (const engine of ENGINES) {
    log(`crash test on ${engine}: ${ROUNDS} rounds of SIGKILL during payment writes`);
    results.push(await run(engine));
  }

  log('\nengine    rounds  sent   acknowledged  found  lost  retried  already-stored  stored-twice  time');
  for (const r of results) {
    log(
      `${r.engine.padEnd(9)} ${String(r.rounds).padStart(6)} ${String(r.attempted).padStart(5)} ` +
        `${String(r.acknowledged).padStart(14)} ${String(r.found).padStart(6)} ${String(r.lost).padStart(5)} ` +
        `${String(r.retried).padStart(8)} ${String(r.alreadyStored).padStart(15)} ${String(r.extra).padStart(13)}` +
        `  ${r.seconds.toFixed(1)} s`,
    );
    log(`          integrity: ${r.integrity}`);
  }
  const failed = results.filter((r) => r.problems.length > 0 || r.lost > 0 || r.rounds < ROUNDS);
  for (const r of failed) {
    log(`\n${r.engine} FAILED:`);
    for (const problem of r.problems.slice(0, 20)) log(`  - ${problem}`);
    if (r.problems.length > 20) log(`  … and ${r.problems.length - 20} more`);
  }
  log(
    failed.length
      ? '\ncrash test FAILED'
      : '\ncrash test passed: no acknowledged write was lost, and no retried one was stored twice',
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  log(`crash test could not run: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
