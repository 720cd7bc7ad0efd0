import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonthsClamped } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { OutboxMessage, RunResult } from '../../../shared/schemas/reminders';
import type { OutboxTable } from '../../db/schema';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { dailySalesBody, HIRER } from '../contracts/test-data';
import { rentRecordsService } from '../rent-records/service';
import { vehicleBody } from '../vehicles/test-data';
import { businessTime, startReminderScheduler } from './scheduler';
import {
  INTERRUPTED_MESSAGE,
  type Messaging,
  runRemindersOf,
  SEND_CONCURRENCY,
  sendDue,
  settleInterrupted,
} from './service';
import { MAX_SMS_ATTEMPTS } from './sms';
import { answerJson, type GatewayHandler, startTestGateway, type TestGateway } from './sms/test-gateway';

const today = businessToday();
let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A test app whose SMS go to a local Arkesel stand-in answering with `handler`. */
async function withGateway(handler: GatewayHandler = (_request, response) => okAnswer(response)) {
  const gateway = await startTestGateway(handler);
  t = await createTestApp({
    SMS_PROVIDER: 'arkesel',
    SMS_API_KEY: 'test-key',
    SMS_SENDER_ID: 'PropMgr',
    SMS_API_URL: gateway.url,
    SMS_TIMEOUT_MS: '500',
  });
  return gateway;
}
function okAnswer(response: Parameters<GatewayHandler>[1]) {
  answerJson(response, 200, {
    status: 'success',
    data: [{ recipient: '233240000000', id: `m-${Math.random()}` }],
  });
}
/** The messages the gateway received: to whom, and what. */
const delivered = (gateway: TestGateway) =>
  gateway.received.map((request) => {
    const body = JSON.parse(request.body) as { recipients: string[]; message: string };
    return { to: body.recipients[0], message: body.message };
  });

const messaging = (): Messaging => t.app.messaging;
const run = (day = today) => runRemindersOf(t.handle.db, messaging(), t.accountId, day);
const outbox = async () =>
  (
    await t.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('account_id', '=', t.accountId)
      .orderBy('created_at')
      .execute()
  ).map((row) => ({
    kind: row.kind,
    to: row.to_phone,
    due: row.due_date,
    status: row.status,
    body: row.body,
    attempts: row.attempts,
  }));

/** A tenancy of `months` ending on `end`, billed in advance and paid in full unless `owing`. */
async function tenant(
  name: string,
  phone: string,
  end: string,
  { owing = 0, status = 'Active' as 'Active' | 'Inactive' } = {},
) {
  const start = addMonthsClamped(addDays(end, 1), -12);
  const { cookie } = await t.signIn('Manager');
  const record = okBody(
    await t.request('POST', api.addRentRecord, {
      cookie,
      payload: rentRecordBody({
        tenantName: name,
        tenantPhone: phone,
        rentedDate: start,
        expirationDate: end,
        noOfMonthsRented: 12,
        monthlyPrice: 100,
        amountPaidOnUtility: 0,
        totalAmount: 1200,
        status,
      }),
    }),
  ).data;
  if (owing < 1200) {
    okBody(
      await t.request('POST', api.addPayment, {
        cookie,
        payload: { tenant: record._id, amountPaid: 1200 - owing, method: 'Cash', Date: start },
      }),
    );
  }
  return record._id as string;
}

describe('what the daily run queues', () => {
  it('reminds a tenant 30 and 7 days before the lease ends, each once, catching up a missed day', async () => {
    await withGateway();
    const end = addDays(today, 40);
    await tenant('Ama Owusu', '024 111 0001', end);
    expect((await run(addDays(end, -31))).queued).toBe(0);
    // The server was off on the 30th day before: the first run after it queues it, dated that day.
    expect((await run(addDays(end, -25))).queued).toBe(1);
    expect((await run(addDays(end, -24))).queued).toBe(0);
    expect((await run(addDays(end, -7))).queued).toBe(1);
    expect((await run(addDays(end, -6))).queued).toBe(0);
    expect((await outbox()).map((row) => [row.kind, row.due])).toEqual([
      ['lease_30', addDays(end, -30)],
      ['lease_7', addDays(end, -7)],
    ]);
    expect((await outbox())[0]?.body).toMatch(
      new RegExp(
        `^Dear Ama Owusu, your lease of .+ ends on ${end}\\. Please contact us to renew\\. Test business$`,
      ),
    );
  });

  it('reminds a tenant in arrears at most once a week, and a hirer in arrears each morning', async () => {
    await withGateway();
    await tenant('Kofi Mensah', '024 111 0002', addDays(today, 200), { owing: 500 });
    const { cookie } = await t.signIn('Manager');
    const vehicleId = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }))._id;
    okBody(
      await t.request('POST', api.contracts, {
        cookie,
        payload: dailySalesBody(vehicleId, {
          startDate: addDays(today, -10),
          workingDays: [1, 2, 3, 4, 5, 6, 7],
        }),
      }),
    );
    const kinds = async () =>
      (await outbox())
        .filter((row) => row.kind !== 'admin_digest')
        .map((row) => [row.kind, row.due])
        .sort((a, b) => `${a[1]}${a[0]}`.localeCompare(`${b[1]}${b[0]}`));
    await run(today);
    await run(addDays(today, 3));
    await run(addDays(today, 7));
    expect(await kinds()).toEqual([
      ['hire_arrears', today],
      ['rent_arrears', today],
      ['hire_arrears', addDays(today, 3)],
      ['hire_arrears', addDays(today, 7)],
      ['rent_arrears', addDays(today, 7)],
    ]);
    const hire = (await outbox()).find((row) => row.kind === 'hire_arrears');
    expect(hire?.to).toBe('+233245557788');
    expect(hire?.body).toContain(`${HIRER.name}, `);
    // GHC, not the cedi sign: the sign would make the SMS Unicode and halve its length.
    // Behind as of yesterday: 10 days of ₵150 (today's is not late yet in the morning).
    expect(hire?.body).toContain('GHC 1,500.00');
  });

  it('reminds of rent and hire only for money that fell due before today (decision 060)', async () => {
    await withGateway();
    const { cookie } = await t.signIn('Manager');
    // A tenancy and a daily contract starting today, nothing paid: all of it falls due today.
    okBody(
      await t.request('POST', api.addRentRecord, {
        cookie,
        payload: rentRecordBody({
          tenantName: 'Due Today',
          tenantPhone: '024 111 0005',
          rentedDate: today,
          expirationDate: addDays(addMonthsClamped(today, 12), -1),
          noOfMonthsRented: 12,
          monthlyPrice: 100,
          amountPaidOnUtility: 0,
          totalAmount: 1200,
        }),
      }),
    );
    const vehicleId = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }))._id;
    okBody(
      await t.request('POST', api.contracts, {
        cookie,
        payload: dailySalesBody(vehicleId, { startDate: today, workingDays: [1, 2, 3, 4, 5, 6, 7] }),
      }),
    );
    const arrears = async () =>
      (await outbox())
        .filter((row) => row.kind === 'rent_arrears' || row.kind === 'hire_arrears')
        .map((row) => [row.kind, row.due, row.body.match(/GHC [\d,.]+/)?.[0]])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    await run(today);
    expect(await arrears()).toEqual([]);
    await run(addDays(today, 1));
    expect(await arrears()).toEqual([
      ['hire_arrears', addDays(today, 1), 'GHC 150.00'],
      ['rent_arrears', addDays(today, 1), 'GHC 1,200.00'],
    ]);
  });

  it('sends every Admin with a phone a digest of the day’s alerts, once a day', async () => {
    await withGateway();
    await tenant('Esi Quaye', '024 111 0003', addDays(today, 20));
    const admin = await t.signIn('Admin', { name: 'Akua Admin' });
    await run();
    await run();
    const digests = (await outbox()).filter((row) => row.kind === 'admin_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ to: admin.user.phone });
    expect(digests[0]?.body).toBe(`Good morning Akua Admin. Test business on ${today}: lease ending 1.`);
  });

  /** A paid online intent of the business: 100 cedis asked, `paid` pesewas paid, today. */
  const paidIntent = (id: string, paid: number) => {
    const now = new Date().toISOString();
    return {
      id,
      account_id: t.accountId,
      reference: `PMDIGEST${id}`,
      provider: 'test' as const,
      record_kind: 'rent' as const,
      record_id: 'a-tenancy',
      amount_pesewas: 10000,
      paid_pesewas: paid,
      phone: '+233245550101',
      status: 'paid' as const,
      test_secret: null,
      checkout_url: null,
      channel: null,
      network: null,
      provider_transaction_id: null,
      failure: null,
      payment_id: null,
      remittance_id: null,
      next_check_at: null,
      created_at: now,
      updated_at: now,
    };
  };

  it('sends no digest for online payments received alone: news needs no one', async () => {
    await withGateway();
    await t.signIn('Admin', { name: 'Akua Admin' });
    await t.handle.db.insertInto('payment_intents').values(paidIntent('1', 10000)).execute();
    await run();
    expect((await outbox()).filter((row) => row.kind === 'admin_digest')).toEqual([]);
  });

  it('counts an online amount that differs in the digest, not the payment received', async () => {
    await withGateway();
    await tenant('Esi Quaye', '024 111 0003', addDays(today, 20));
    const admin = await t.signIn('Admin', { name: 'Akua Admin' });
    await t.handle.db
      .insertInto('payment_intents')
      .values([paidIntent('1', 10000), paidIntent('2', 9000)])
      .execute();
    await run();
    const digests = (await outbox()).filter((row) => row.kind === 'admin_digest');
    expect(digests.map((row) => [row.to, row.body])).toEqual([
      [
        admin.user.phone,
        `Good morning Akua Admin. Test business on ${today}: lease ending 1, online rent amount differs 1.`,
      ],
    ]);
  });

  it('does not ask a tenant who renewed to renew', async () => {
    await withGateway();
    const end = addDays(today, 20);
    await tenant('Adjoa Boateng', '024 111 0006', end);
    await tenant('Adjoa Boateng', '024 111 0006', addMonthsClamped(end, 12));
    await run();
    expect((await outbox()).filter((row) => row.kind.startsWith('lease'))).toEqual([]);
  });

  it('leaves out kinds turned off and Inactive tenancies, and uses the business’s own template', async () => {
    await withGateway();
    await tenant('Yaw Darko', '024 111 0004', addDays(today, 30));
    await tenant('Old Tenant', '024 111 0005', addDays(today, 30), { status: 'Inactive' });
    await t.handle.db
      .insertInto('reminder_kinds')
      .values([
        {
          account_id: t.accountId,
          kind: 'lease_30',
          enabled: 1,
          template: 'Hi {name}, {unit} until {date}.',
          updated_at: today,
        },
        { account_id: t.accountId, kind: 'admin_digest', enabled: 0, template: 'x', updated_at: today },
      ])
      .execute();
    await run();
    const bodies = (await outbox()).map((row) => row.body);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatch(new RegExp(`^Hi Yaw Darko, Room 4.* until ${addDays(today, 30)}\\.$`));
  });
});

describe('sending', () => {
  it('hands each queued message to the gateway once, and a second run sends nothing', async () => {
    const gateway = await withGateway();
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    await tenant('Kofi Mensah', '024 111 0002', addDays(today, 7));
    await t.signIn('Admin');
    const first = await run();
    // Two tenants, and the digest to the Admin.
    expect(first).toEqual({ queued: 3, sent: 3, failed: 0 });
    expect(await run()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(
      delivered(gateway)
        .map((each) => each.to)
        .sort(),
    ).toEqual(['233241110001', '233241110002', '233241112233']);
    expect((await outbox()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('queues and sends nothing twice when two processes run the same day at once', async () => {
    const gateway = await withGateway();
    for (let i = 0; i < 6; i += 1) await tenant(`Tenant ${i}`, `024 222 00${i}0`, addDays(today, 30));
    await t.signIn('Admin');
    const results: RunResult[] = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, each) => sum + each.queued, 0)).toBe(7);
    expect(results.reduce((sum, each) => sum + each.sent, 0)).toBe(7);
    expect(gateway.received).toHaveLength(7);
    expect(new Set(delivered(gateway).map((each) => each.to)).size).toBe(7);
  });

  it('stops at a gateway that fails (5xx), retries with back-off, then marks the message failed', async () => {
    const gateway = await withGateway((_request, response) => answerJson(response, 503, { message: 'Busy' }));
    for (let i = 0; i < 9; i += 1) await tenant(`Tenant ${i}`, `024 111 000${i}`, addDays(today, 30));
    await t.signIn('Admin');
    const result = await run();
    // The first failure stops the pass: nothing more is handed over than was already on its way.
    expect(result).toEqual({ queued: 10, sent: 0, failed: 0 });
    expect(gateway.received.length).toBeLessThanOrEqual(SEND_CONCURRENCY);
    const first = await outbox();
    expect(first.filter((row) => row.attempts === 0).length).toBeGreaterThanOrEqual(10 - SEND_CONCURRENCY);
    for (const tried of first.filter((row) => row.attempts === 1))
      expect(tried).toMatchObject({ status: 'queued' });
    // Each retry waits its back-off; make them due and try again until the five attempts are used.
    for (let attempt = 1; attempt < MAX_SMS_ATTEMPTS + 2; attempt += 1) {
      await t.handle.db
        .updateTable('outbox')
        .set({ next_attempt_at: '2000-01-01T00:00:00.000Z' })
        .where('status', '=', 'queued')
        .execute();
      await sendDue(t.handle.db, messaging());
    }
    const rows = await outbox();
    expect(rows.filter((row) => row.status === 'failed').length).toBeGreaterThanOrEqual(1);
    const failed = await t.handle.db
      .selectFrom('outbox')
      .select(['attempts', 'last_error'])
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow();
    expect(failed.attempts).toBe(MAX_SMS_ATTEMPTS);
    expect(failed.last_error).toContain('Busy');
  });

  it('fails a message the gateway refuses for good (401) at once, and goes on with the others', async () => {
    let calls = 0;
    const gateway = await withGateway((_request, response) => {
      calls += 1;
      if (calls === 1) answerJson(response, 401, { message: 'Invalid API key' });
      else okAnswer(response);
    });
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    await t.signIn('Admin');
    expect(await run()).toEqual({ queued: 2, sent: 1, failed: 1 });
    expect(gateway.received).toHaveLength(2);
    const failed = (await outbox()).find((row) => row.status === 'failed');
    expect(failed?.attempts).toBe(1);
  });

  it('never sends twice a message whose process died while sending: it is failed with the reason', async () => {
    const gateway = await withGateway();
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    await t.handle.db
      .insertInto('reminder_kinds')
      .values({ account_id: t.accountId, kind: 'admin_digest', enabled: 0, template: 'x', updated_at: today })
      .execute();
    await t.handle.db.updateTable('outbox').set({ status: 'queued' }).execute();
    const [id] = await (await import('./repository'))
      .outboxRepository(t.handle.db, t.accountId)
      .queue(
        [{ kind: 'lease_30', to: '+233241110001', body: 'Hello', subjectId: 'r1', dueDate: today }],
        new Date().toISOString(),
      );
    // A claim made long ago by a process that is gone.
    await t.handle.db
      .updateTable('outbox')
      .set({ status: 'sending', sending_since: '2000-01-01T00:00:00.000Z', attempts: 1 })
      .where('id', '=', id ?? '')
      .execute();
    expect(await settleInterrupted(t.handle.db, messaging())).toBe(1);
    const row = await t.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: INTERRUPTED_MESSAGE });
    await sendDue(t.handle.db, messaging());
    expect(gateway.received).toHaveLength(0);
  });
});

describe('the scheduler', () => {
  it('runs each business’s day once from REMINDER_TIME, whichever process ticks', async () => {
    const gateway = await withGateway();
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    await t.signIn('Admin');
    const early = { ...messaging(), reminderTime: '00:00' };
    const a = startReminderScheduler(t.handle.db, early, t.app.log, { intervalMs: 3_600_000 });
    const b = startReminderScheduler(t.handle.db, early, t.app.log, { intervalMs: 3_600_000 });
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    await a.stop();
    await b.stop();
    expect(gateway.received).toHaveLength(2);
    const runs = await t.handle.db.selectFrom('reminder_runs').selectAll().execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ day: today });
    expect(runs[0]?.finished_at).toBeTruthy();
  });

  it('runs every other business when one business’s run fails, and still sends the retries', async () => {
    const gateway = await withGateway();
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    const broken = await t.newAccount('Broken business');
    const list = rentRecordsService.list;
    const spy = vi
      .spyOn(rentRecordsService, 'list')
      .mockImplementation((ctx) =>
        ctx.accountId === broken ? Promise.reject(new Error('disk full')) : list(ctx),
      );
    try {
      const errors: unknown[] = [];
      const log = { ...t.app.log, error: (...args: unknown[]) => errors.push(args), info: () => {} };
      const scheduler = startReminderScheduler(
        t.handle.db,
        { ...messaging(), reminderTime: '00:00' },
        log as never,
        {
          intervalMs: 3_600_000,
        },
      );
      await scheduler.tick();
      await scheduler.stop();
      expect(errors).toHaveLength(1);
      expect(gateway.received).toHaveLength(1);
      const runs = await t.handle.db.selectFrom('reminder_runs').selectAll().execute();
      expect(runs.find((run) => run.account_id === t.accountId)?.finished_at).toBeTruthy();
      expect(runs.find((run) => run.account_id === broken)?.finished_at ?? null).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('waits for REMINDER_TIME', async () => {
    const gateway = await withGateway();
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    await t.signIn('Admin');
    // Unless the test runs in the last minute of the day, this time has not come yet.
    const later = businessTime() < '23:59' ? '23:59' : '00:00';
    const scheduler = startReminderScheduler(t.handle.db, { ...messaging(), reminderTime: later }, t.app.log);
    await scheduler.tick();
    await scheduler.stop();
    expect(gateway.received).toHaveLength(later === '23:59' ? 0 : 2);
  });
});

describe('Settings → Reminders API', () => {
  it('runs today’s reminders for an Admin and answers what it did; others may not', async () => {
    await withGateway();
    await tenant('Ama Owusu', '024 111 0001', addDays(today, 30));
    const admin = await t.signIn('Admin');
    for (const role of ['Manager', 'Staff'] as const) {
      const { cookie } = await t.signIn(role);
      expect((await t.request('POST', api.remindersRun, { cookie })).statusCode).toBe(403);
    }
    const response = await t.request('POST', api.remindersRun, { cookie: admin.cookie });
    expect(okBody(response)).toEqual({ queued: 2, sent: 2, failed: 0 });
    expect(response.headers['x-data-changed']).toBe('reminders');
    expect(okBody(await t.request('POST', api.remindersRun, { cookie: admin.cookie }))).toEqual({
      queued: 0,
      sent: 0,
      failed: 0,
    });
    const page = okBody(
      await t.request('GET', `${api.remindersOutbox}?status=sent&pageSize=1`, { cookie: admin.cookie }),
    );
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(
      (await t.request('GET', `${api.remindersOutbox}?status=lost`, { cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });

  it('searches the outbox with q: the message, and the number only when q is a phone number', async () => {
    await withGateway();
    const admin = await t.signIn('Admin');
    const message = (id: string, to: string, body: string, at: string): OutboxTable => ({
      id,
      account_id: t.accountId,
      to_phone: to,
      body,
      kind: 'test',
      subject_id: id,
      due_date: today,
      status: 'sent',
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
      sending_since: null,
      provider: null,
      provider_message_id: null,
      created_at: at,
      updated_at: at,
      sent_at: at,
    });
    await t.handle.db
      .insertInto('outbox')
      .values([
        message('o-1', '+233241110001', 'Dear Ama, your rent of GHS 1200 is due', '2026-01-01T10:00:00.000Z'),
        message(
          'o-2',
          '+233201234567',
          'Dear Kofi, remittance GR 2345-21 is late',
          '2026-01-02T10:00:00.000Z',
        ),
        message('o-3', '+233241119999', 'Dear Esi, your lease ends soon', '2026-01-03T10:00:00.000Z'),
      ])
      .execute();
    const ids = async (query: string) => {
      const response = await t.request('GET', `${api.remindersOutbox}?${query}`, { cookie: admin.cookie });
      expect(response.statusCode, query).toBe(200);
      const page = response.json() as { items: OutboxMessage[]; total: number };
      return { ids: page.items.map((item) => item._id), total: page.total };
    };
    expect(await ids('q=DEAR')).toEqual({ ids: ['o-3', 'o-2', 'o-1'], total: 3 });
    expect(await ids('q=kofi')).toEqual({ ids: ['o-2'], total: 1 });
    // A phone number finds the messages to it, written as it is dialled locally.
    expect(await ids('q=024%20111')).toEqual({ ids: ['o-3', 'o-1'], total: 2 });
    // A search with letters in it is never compared with the numbers, whatever digits it holds.
    expect(await ids('q=x0001')).toEqual({ ids: [], total: 0 });
    expect(await ids('q=2345-21')).toEqual({ ids: ['o-2'], total: 1 });
    expect(await ids('q=GR%202345')).toEqual({ ids: ['o-2'], total: 1 });
    expect(await ids('q=dear&pageSize=2&page=2')).toEqual({ ids: ['o-1'], total: 3 });
    expect(await ids('q=dear&status=failed')).toEqual({ ids: [], total: 0 });
    expect(
      (await t.request('GET', `${api.remindersOutbox}?q=${'x'.repeat(201)}`, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(400);
  });

  it('sends a test message now and shows the gateway’s error when it fails; a failed one can be sent again', async () => {
    let refuse = true;
    await withGateway((_request, response) =>
      refuse ? answerJson(response, 402, { message: 'Insufficient balance' }) : okAnswer(response),
    );
    const { cookie } = await t.signIn('Admin');
    const failed: OutboxMessage = okBody(
      await t.request('POST', api.remindersTest, { cookie, payload: { to: '024 999 1234' } }),
    );
    expect(failed).toMatchObject({ kind: 'test', to: '+233249991234', status: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('Insufficient balance');
    refuse = false;
    const again: OutboxMessage = okBody(await t.request('POST', api.outboxRetry(failed._id), { cookie }));
    expect(again).toMatchObject({ status: 'sent', lastError: null });
    expect((await t.request('POST', api.outboxRetry(failed._id), { cookie })).statusCode).toBe(409);
    const templated: OutboxMessage = okBody(
      await t.request('POST', api.remindersTest, {
        cookie,
        payload: { to: '024 999 1234', kind: 'rent_arrears' },
      }),
    );
    expect(templated.body).toBe(
      'Dear Ama Mensah, your rent for Flat A1 is GHC 1,200.00 in arrears. Statement and payment: https://example.com/s/sample-link Test business',
    );
    expect((await t.request('POST', api.remindersTest, { cookie, payload: { to: '12' } })).statusCode).toBe(
      400,
    );
  });

  it('edits each kind’s template and switch, refusing unknown placeholders; sent back as read, it writes nothing', async () => {
    await withGateway();
    const { cookie } = await t.signIn('Admin');
    const read = okBody(await t.request('GET', api.remindersSettings, { cookie }));
    expect(read.provider).toBe('arkesel');
    expect(read.lastRun).toBeNull();
    expect(read.kinds.map((each: { kind: string; enabled: boolean }) => [each.kind, each.enabled])).toEqual([
      ['lease_30', true],
      ['lease_7', true],
      ['rent_arrears', true],
      ['hire_arrears', true],
      ['admin_digest', true],
    ]);
    const refused = await t.request('PUT', api.remindersSettings, {
      cookie,
      payload: { kinds: [{ kind: 'lease_7', enabled: true, template: 'Hi {tenant}, see you on {date}' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'kinds.0.template',
      message: 'Unknown placeholder {tenant}: use {name}, {unit}, {date}, {amount}, {business}, {link}',
    });
    const saved = okBody(
      await t.request('PUT', api.remindersSettings, {
        cookie,
        payload: {
          kinds: [{ kind: 'lease_7', enabled: false, template: ' Hi {name}, see you on {date}. ' }],
        },
      }),
    );
    expect(saved.kinds[1]).toMatchObject({
      kind: 'lease_7',
      enabled: false,
      template: 'Hi {name}, see you on {date}.',
    });
    const events = await t.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity', '=', 'reminder_settings')
      .execute();
    expect(events).toHaveLength(1);
    // The settings exactly as read: nothing written, no event.
    const again = okBody(await t.request('PUT', api.remindersSettings, { cookie, payload: saved }));
    expect(again).toEqual(saved);
    expect(
      await t.handle.db
        .selectFrom('audit_events')
        .selectAll()
        .where('entity', '=', 'reminder_settings')
        .execute(),
    ).toHaveLength(1);
    const { cookie: manager } = await t.signIn('Manager');
    expect((await t.request('GET', api.remindersSettings, { cookie: manager })).statusCode).toBe(403);
  });
});
