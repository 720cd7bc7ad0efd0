// Two real app processes on one database, SQLite file or PostgreSQL schema (TEST_DATABASE_URL): 50
// wrong passwords sent at once through both are tried at most 5 times in all, because the throttle
// takes each attempt's slot in the database before the password is checked
// (docs/decisions/109-sign-in-throttle.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { accountsRepository } from '../modules/accounts/repository';
import { MAX_FAILURES_PER_PAIR } from '../modules/users/login-throttle';
import { usersRepository } from '../modules/users/repository';
import { type ServerProcess, startServerProcess, stopProcess, waitForHealth } from './processes';
import { createTestSchema, dropTestSchema } from './test-app';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const ADMIN = { email: 'throttle-processes@example.com', password: 'throttle-processes-password' };
const START_TIMEOUT_MS = 60_000;

describe('the sign-in throttle with two app processes on one database', () => {
  const schema = `test_throttle_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  let handle: DatabaseHandle;
  const processes: ServerProcess[] = [];

  beforeAll(
    async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-throttle-'));
      const env: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
      if (TEST_DATABASE_URL) {
        await createTestSchema(TEST_DATABASE_URL, schema);
        const url = new URL(TEST_DATABASE_URL);
        url.searchParams.set('options', `-c search_path=${schema}`);
        env.DATABASE_URL = url.toString();
      }
      // One after the other: the first migrates and makes the administrator, the second finds them.
      for (const name of ['A', 'B']) {
        const server = await startServerProcess(dataDir, env);
        processes.push(server);
        await waitForHealth(server.baseURL, server.child, {
          name: `process ${name}`,
          timeoutMs: START_TIMEOUT_MS,
          output: server.output,
        });
      }
      handle = await openDatabase(
        TEST_DATABASE_URL ? { databaseUrl: TEST_DATABASE_URL, dataDir, pgSchema: schema } : { dataDir },
      );
    },
    2 * START_TIMEOUT_MS + 10_000,
  );

  afterAll(async () => {
    await Promise.all(processes.map((server) => stopProcess(server.child)));
    await handle?.close();
    if (TEST_DATABASE_URL) await dropTestSchema(TEST_DATABASE_URL, schema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('tries at most 5 of 50 wrong passwords sent at once through both, and answers the rest 429', async () => {
    const email = `concurrent.${randomBytes(3).toString('hex')}@example.com`;
    const password = 'right-password-123';
    const account = await accountsRepository(handle.db).first();
    await usersRepository(handle.db, account?._id ?? '').insert({
      id: newId(),
      name: 'Concurrent User',
      email,
      phone: '+233241112233',
      role: 'Staff',
      passwordHash: await hashPassword(password),
    });
    const replies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const response = await fetch(`${processes[i % 2]?.baseURL}${api.login}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong-password-123' }),
        });
        return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) };
      }),
    );
    const tried = replies.filter((reply) => reply.status !== 429);
    expect(tried.map((reply) => reply.status)).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
    for (const reply of replies.filter((each) => each.status === 429)) {
      expect(reply.retryAfter).toBeGreaterThan(0);
    }
    const counted = await handle.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('key', '=', `email:${email}`)
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(MAX_FAILURES_PER_PAIR);
  });
});
