// Two real app processes on one PostgreSQL schema (the PostgreSQL pass of CI: TEST_DATABASE_URL).
//
// Each process is `src/server/server.ts` started with tsx: the same entry as the built server, run
// without a build step, sharing nothing with the other process or with this test but the database.
// Both start at once on an empty schema, so they also race through the migrations and the first
// administrator. See docs/decisions/041-crash-safety.md.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { migrations } from '../db/migrations';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { accountsRepository } from '../modules/accounts/repository';
import { MAX_FAILURES_PER_PAIR } from '../modules/users/login-throttle';
import { usersRepository } from '../modules/users/repository';
import { SESSION_COOKIE } from '../plugins/auth';
import { startServerProcess, stopProcess, waitForHealth } from './processes';
import { createTestSchema, dropTestSchema } from './test-app';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const ADMIN = { email: 'two-processes@example.com', password: 'two-processes-password' };
const START_TIMEOUT_MS = 60_000;

interface AppProcess {
  name: string;
  baseURL: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts src/server/server.ts in its own Node process, on the given schema. */
async function startProcess(name: string, databaseUrl: string, dataDir: string): Promise<AppProcess> {
  const server = await startServerProcess(dataDir, {
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  return { name, ...server };
}

const waitUntilUp = (app: AppProcess) =>
  waitForHealth(app.baseURL, app.child, {
    name: `process ${app.name}`,
    timeoutMs: START_TIMEOUT_MS,
    output: app.output,
  });

const call = (
  app: AppProcess,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
) =>
  fetch(`${app.baseURL}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });

async function signIn(app: AppProcess, email: string, password: string): Promise<string> {
  const response = await call(app, 'POST', api.login, { body: { email, password } });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

const tenantBody = (tenantName: string) => ({
  tenantName,
  tenantPhone: '024 111 2233',
  roomDescription: 'Room 7, Madina block C',
  rentedDate: '2026-01-01',
  expirationDate: '2026-12-31',
  noOfMonthsRented: 12,
  amountPaidOnUtility: 0,
  monthlyPrice: 700,
  totalAmount: 8400,
});

describe.skipIf(!TEST_DATABASE_URL)('two app processes on one PostgreSQL database', () => {
  const schema = `test_two_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  let handle: DatabaseHandle;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-two-'));
    await createTestSchema(TEST_DATABASE_URL ?? '', schema);
    // The server has no schema setting: the schema goes in the URL as the connection's search_path.
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Both at once on the empty schema: they race through migrations and the first administrator.
    [a, b] = await Promise.all([
      startProcess('A', url.toString(), dataDir),
      startProcess('B', url.toString(), dataDir),
    ]);
    await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    // The test's own handle, to look at the database and add users behind the processes' backs.
    handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir, pgSchema: schema });
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    await Promise.all([a && stopProcess(a.child), b && stopProcess(b.child)]);
    await handle?.close();
    if (TEST_DATABASE_URL) await dropTestSchema(TEST_DATABASE_URL, schema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('migrates the shared schema once and creates one first administrator', async () => {
    // The bookkeeping table is not part of the typed schema.
    const { rows: applied } = await sql<{ name: string }>`select name from schema_migrations`.execute(
      handle.db,
    );
    expect(applied.map((row) => row.name).sort()).toEqual(migrations.map((m) => m.name).sort());
    const users = await handle.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: ADMIN.email, role: 'Admin' }]);
  });

  it('honours a session made on A in B, and a logout on B in A', async () => {
    const cookie = await signIn(a, ADMIN.email, ADMIN.password);

    const profile = await call(b, 'GET', api.profile, { cookie });
    expect(profile.status).toBe(200);
    expect((await profile.json()).email).toBe(ADMIN.email);

    const created = await call(b, 'POST', api.addRentRecord, { cookie, body: tenantBody('Session Tenant') });
    expect(created.status, await created.clone().text()).toBe(200);
    const id = (await created.json()).data._id as string;
    const seenByA = await call(a, 'GET', api.rentRecord(id), { cookie });
    expect(seenByA.status).toBe(200);
    expect((await seenByA.json()).data.tenantName).toBe('Session Tenant');

    expect((await call(b, 'POST', api.logout, { cookie })).status).toBe(200);
    expect((await call(a, 'GET', api.profile, { cookie })).status).toBe(401);
    expect((await call(a, 'POST', api.addRentRecord, { cookie, body: tenantBody('Too late') })).status).toBe(
      401,
    );
    expect((await call(b, 'GET', api.profile, { cookie })).status).toBe(401);
  });

  it('keeps every payment written concurrently through both processes, listed by both', async () => {
    const cookie = await signIn(b, ADMIN.email, ADMIN.password);
    const tenant = await call(a, 'POST', api.addRentRecord, {
      cookie,
      body: tenantBody('Concurrent Tenant'),
    });
    expect(tenant.status).toBe(200);
    const tenantId = (await tenant.json()).data._id as string;

    const COUNT = 50;
    const amounts = Array.from({ length: COUNT }, (_, i) => 100 + i + 0.25);
    const replies = await Promise.all(
      amounts.map(async (amountPaid, i) => {
        const response = await call(i % 2 === 0 ? a : b, 'POST', api.addPayment, {
          cookie,
          body: {
            tenant: tenantId,
            amountPaid,
            method: 'Mobile Money',
            Date: '2026-02-01',
            status: 'Completed',
          },
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(amounts.map(() => 200));
    const written = new Map(
      replies.map((reply) => [reply.body._id as string, reply.body.amountPaid as number]),
    );
    expect(written.size).toBe(COUNT);

    for (const app of [a, b]) {
      const response = await call(app, 'GET', api.payments, { cookie });
      expect(response.status).toBe(200);
      const listed = (await response.json()) as {
        _id: string;
        amountPaid: number;
        tenant: { _id: string };
      }[];
      const ours = listed.filter((row) => row.tenant._id === tenantId);
      expect(ours).toHaveLength(COUNT);
      expect(new Map(ours.map((row) => [row._id, row.amountPaid]))).toEqual(written);
    }
  });

  it('counts failed sign-ins on A and B together', async () => {
    const email = `throttled.${randomBytes(3).toString('hex')}@example.com`;
    const password = 'right-password-123';
    const account = await accountsRepository(handle.db).first();
    await usersRepository(handle.db, account?._id ?? '').insert({
      id: newId(),
      name: 'Throttled User',
      email,
      phone: '+233241112233',
      role: 'Staff',
      passwordHash: await hashPassword(password),
    });
    // Neither process alone sees the limit: the failures are split between them.
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
      const response = await call(i % 2 === 0 ? a : b, 'POST', api.login, {
        body: { email, password: 'wrong-password-123' },
      });
      expect(response.status).toBe(401);
    }
    for (const app of [a, b]) {
      const response = await call(app, 'POST', api.login, { body: { email, password } });
      expect(response.status).toBe(429);
    }
  });
});
