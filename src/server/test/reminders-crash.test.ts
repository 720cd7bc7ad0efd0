import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { api } from '../../shared/paths';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { businessToday } from '../lib/business-day';
import { newId } from '../lib/ids';
import { accountsRepository } from '../modules/accounts/repository';
import { INTERRUPTED_AFTER_MS, INTERRUPTED_MESSAGE, SEND_CONCURRENCY } from '../modules/reminders/service';
import { rentRecordsRepository } from '../modules/rent-records/repository';
import { SESSION_COOKIE } from '../plugins/auth';
import { LOOPBACK, type ServerProcess, startServerProcess, stopProcess, waitForHealth } from './processes';
import { createTestSchema, dropTestSchema } from './test-app';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const ADMIN = { email: 'crash-reminders@example.com', password: 'crash-reminders-password' };
const TENANTS = 150;
const KILLS = 6;
/** The gateway takes this long per message, so a run lasts a few seconds and kills land inside it. */
const GATEWAY_DELAY_MS = 15;
const SMS_TIMEOUT_MS = 1_000;

/** A stand-in for Arkesel on this machine: answers after a short delay, and keeps what it was given. */
async function startGateway(): Promise<{
  server: Server;
  url: string;
  received: { to: string; text: string }[];
}> {
  const received: { to: string; text: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { recipients: string[]; message: string };
      received.push({ to: body.recipients[0] ?? '', text: body.message });
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ status: 'success', data: [{ recipient: body.recipients[0], id: newId() }] }),
        );
      }, GATEWAY_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://${LOOPBACK}:${port}`, received };
}

describe('reminders and kill -9', () => {
  const schema = `test_remind_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let handle: DatabaseHandle;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let accountId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-remind-crash-'));
    if (TEST_DATABASE_URL) {
      await createTestSchema(TEST_DATABASE_URL, schema);
      const url = new URL(TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      databaseUrl = url.toString();
    }
    handle = await openDatabase(
      TEST_DATABASE_URL ? { databaseUrl: TEST_DATABASE_URL, dataDir, pgSchema: schema } : { dataDir },
    );
    await migrate(handle.db, handle.engine);
    accountId = (await accountsRepository(handle.db).insert(newId(), 'Crash Test Lettings'))._id;
    // Tenants who owe: each is due one arrears reminder today.
    const today = businessToday();
    const records = rentRecordsRepository(handle.db, accountId);
    for (let i = 0; i < TENANTS; i += 1) {
      await records.insert({
        tenantName: `Tenant ${i}`,
        tenantPhone: `+23324${String(1_000_000 + i).padStart(7, '0')}`,
        roomDescription: `Room ${i}`,
        rentedDate: addDays(today, -100),
        expirationDate: addDays(today, 265),
        noOfMonthsRented: 12,
        amountPaidOnUtility: 0,
        monthlyPrice: 100,
        totalAmount: 1200,
      });
    }
    gateway = await startGateway();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    gateway?.server.close();
    if (TEST_DATABASE_URL) await dropTestSchema(TEST_DATABASE_URL, schema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The app, whose start-up pass runs today's reminders (REMINDER_TIME has passed: 00:00). */
  async function startApp(): Promise<ServerProcess> {
    const app = await startServerProcess(dataDir, {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REMINDER_TIME: '00:00',
      SMS_PROVIDER: 'arkesel',
      SMS_API_KEY: 'crash-test-key',
      SMS_SENDER_ID: 'CrashTest',
      SMS_API_URL: gateway.url,
      SMS_TIMEOUT_MS: String(SMS_TIMEOUT_MS),
    });
    await waitForHealth(app.baseURL, app.child, { name: 'the app', timeoutMs: 60_000, output: app.output });
    return app;
  }

  const outbox = () =>
    handle.db
      .selectFrom('outbox')
      .select(['id', 'to_phone', 'body', 'status', 'last_error', 'subject_id'])
      .where('account_id', '=', accountId)
      .execute();

  it('sends every reminder once, whenever the app is killed', async () => {
    let kills = 0;
    for (let round = 0; round < KILLS; round += 1) {
      const app = await startApp();
      // Somewhere in the run: while it queues, or hands messages to the gateway.
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.floor(Math.random() * 600)));
      app.child.kill('SIGKILL');
      await new Promise((resolve) => app.child.once('exit', resolve));
      kills += 1;
    }
    // Started once more, it goes on; claims of the killed ones are settled once they are stale.
    const app = await startApp();
    try {
      await new Promise((resolve) => setTimeout(resolve, SMS_TIMEOUT_MS + INTERRUPTED_AFTER_MS + 1_000));
      const login = await fetch(`${app.baseURL}${api.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
      const run = await fetch(`${app.baseURL}${api.remindersRun}`, {
        method: 'POST',
        headers: { cookie: cookie ?? '' },
      });
      expect(run.status, await run.clone().text()).toBe(200);
      // Nothing queued twice: the run after the kills queues nothing new.
      expect((await run.json()).queued).toBe(0);
    } finally {
      await stopProcess(app.child);
    }

    const rows = await outbox();
    // Nothing missed: one reminder per tenant, each settled.
    expect(rows).toHaveLength(TENANTS);
    expect(new Set(rows.map((row) => row.subject_id)).size).toBe(TENANTS);
    const interrupted = rows.filter((row) => row.status === 'failed');
    expect(rows.filter((row) => row.status === 'sent').length + interrupted.length).toBe(TENANTS);
    for (const row of interrupted) expect(row.last_error).toBe(INTERRUPTED_MESSAGE);
    // A kill cuts at most the messages its process was handing over (four at a time).
    expect(interrupted.length).toBeLessThanOrEqual(kills * SEND_CONCURRENCY);

    // Nothing sent twice, and everything marked sent went to the gateway.
    const keys = gateway.received.map((each) => `${each.to} ${each.text}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sent = rows
      .filter((row) => row.status === 'sent')
      .map((row) => `${row.to_phone.slice(1)} ${row.body}`);
    for (const key of sent) expect(keys).toContain(key);
    // What the gateway took is what is marked sent, and perhaps an interrupted one.
    expect(keys.length - sent.length).toBeGreaterThanOrEqual(0);
    expect(keys.length - sent.length).toBeLessThanOrEqual(interrupted.length);
    console.log(
      `reminders kill -9 (${handle.engine}): ${kills} kills, ${keys.length} delivered, ${sent.length} sent, ${interrupted.length} interrupted`,
    );
  }, 180_000);
});
