import { isDeepStrictEqual } from 'node:util';
import type { StatementKind } from '../../../shared/collect';
import { addDays, toDay } from '../../../shared/dates';
import { formatGhc, fromPesewas } from '../../../shared/money';
import {
  ALERT_KIND_LABELS,
  type AlertKind,
  DEFAULT_TEMPLATES,
  fillTemplate,
  needsAttention,
  REMINDER_KIND_LABELS,
  REMINDER_KINDS,
  type ReminderKind,
  sampleValues,
} from '../../../shared/reminders';
import type {
  OutboxMessage,
  OutboxPage,
  ReminderSettings,
  ReminderSettingsBody,
  RunResult,
  TestMessageBody,
} from '../../../shared/schemas/reminders';
import { businessToday } from '../../lib/business-day';
import { conflict, notFound } from '../../lib/domain-errors';
import { newId, nowIso } from '../../lib/ids';
import {
  type Executor,
  type ReadContext,
  type ServiceContext,
  SYSTEM_ACTOR,
  Unchanged,
} from '../../lib/service-context';
import { alertsService, renewedTenancies } from '../alerts';
import { audit } from '../audit';
import { businessService } from '../business';
import { contractsRepository, expectedBy, hireArrears } from '../contracts';
import { rentRecordsService } from '../rent-records';
import { statementToken, statementUrl } from '../statements';
import {
  outboxRepository,
  outboxSender,
  type QueuedMessage,
  reminderKindsRepository,
  reminderRunsRepository,
} from './repository';
import { hasAttemptsLeft, nextAttemptDelayMs, type SmsProvider, type SmsReceipt, SmsSendError } from './sms';

/** How the SMS side is reached and configured (config/config.ts). */
export interface Messaging {
  provider: SmsProvider;
  /** `REMINDER_TIME`, HH:MM in Africa/Accra. */
  reminderTime: string;
  /** The gateway's own timeout: a claim older than this and a margin belongs to a dead process. */
  timeoutMs: number;
  /** Where `{link}` points: PUBLIC_URL, else the server's own address (decision 155); none: no link. */
  linkBase?: string;
  /** PUBLIC_URL is set: links reach tenants wherever they are (Settings says so when not). */
  publicAddress?: boolean;
}

/**
 * SMS is set up when the server has a gateway (docs/reminders.md §4): with the log provider the
 * reminders are only kept in the outbox, and nothing reaches a phone.
 */
export const smsSetUp = (messaging: Messaging) => messaging.provider.name !== 'log';

/**
 * Queues one message outside the daily run (an online payment's receipt, docs/collect.md §2); the
 * sender's next pass sends it. The outbox's unique key (kind, subject, day) queues it once: true when
 * queued now.
 */
export async function queueMessage(
  db: Executor,
  accountId: string,
  message: QueuedMessage,
): Promise<boolean> {
  const queued = await outboxRepository(db, accountId).queue([message], nowIso());
  return queued.length === 1;
}

/** A tenant is reminded of arrears at most once every this many days (docs/reminders.md §4). */
export const ARREARS_REMINDER_EVERY_DAYS = 7;

/** How long `POST /api/reminders/run` sends before it answers (plus one gateway timeout at most). */
export const RUN_NOW_BUDGET_MS = 15_000;

export const INTERRUPTED_MESSAGE =
  'The app stopped while handing this message to the gateway, so whether it went out is not known. ' +
  'It is not sent again by itself (never twice): send it again if the recipient did not get it.';

/** A reminder kind's settings, on with its default template unless the business changed them. */
async function kindSettings(ctx: ReadContext) {
  const saved = await reminderKindsRepository(ctx.trx, ctx.accountId).list();
  return REMINDER_KINDS.map((kind) => ({
    kind,
    label: REMINDER_KIND_LABELS[kind],
    enabled: saved.get(kind)?.enabled ?? true,
    template: saved.get(kind)?.template ?? DEFAULT_TEMPLATES[kind],
    defaultTemplate: DEFAULT_TEMPLATES[kind],
  }));
}

/** The reminder settings as the audit log shows them: the business is the record. */
const asRecord = (ctx: ReadContext, kinds: { kind: ReminderKind; enabled: boolean; template: string }[]) => ({
  _id: ctx.accountId,
  kinds: kinds.map(({ kind, enabled, template }) => ({ kind, enabled, template })),
});

/** Counted in the admins' digest, in this order. */
const DIGEST_ORDER: AlertKind[] = [
  'rent_arrears',
  'lease_expiry',
  'hire_arrears',
  'licence_expiry',
  'document_expiry',
  'document_missing',
  'service_due',
  'rent_online_amount_differs',
  'hire_online_amount_differs',
];

/**
 * Today's reminders of one business (docs/reminders.md §4), as messages to queue: tenants 30 and 7 days
 * before their lease ends (each on its day, or the first run after it within the week), tenants in
 * arrears at most once a week, hirers in arrears each morning, and a digest of the day's alerts to
 * every Admin with a phone. Amounts read `GHC 1,200.00`: the cedi sign would make an SMS Unicode and
 * halve what one message holds.
 */
export async function remindersOfTheDay(
  ctx: ReadContext,
  today: string,
  linkBase?: string,
): Promise<QueuedMessage[]> {
  const kinds = new Map((await kindSettings(ctx)).map((each) => [each.kind, each]));
  const on = (kind: ReminderKind) => kinds.get(kind)?.enabled ?? false;
  const templateOf = (kind: ReminderKind) => kinds.get(kind)?.template ?? DEFAULT_TEMPLATES[kind];
  const business = (await businessService.find(ctx)).name;
  const messages: QueuedMessage[] = [];
  // A record's statement link, made (or reused) only for a template that says {link}.
  const linkOf = async (kind: ReminderKind, record: StatementKind, recordId: string) =>
    linkBase && on(kind) && templateOf(kind).includes('{link}')
      ? statementUrl(linkBase, await statementToken(ctx.trx, ctx.accountId, record, recordId))
      : '';
  const add = (
    kind: ReminderKind,
    to: string,
    subjectId: string,
    dueDate: string,
    values: Record<string, string>,
  ) => {
    if (!on(kind) || !to) return;
    const body = fillTemplate(templateOf(kind), { business, ...values });
    // A template filled with nothing but empty values says nothing: it is not sent.
    if (body) messages.push({ kind, to, subjectId, dueDate, body });
  };

  if (on('lease_30') || on('lease_7') || on('rent_arrears')) {
    // As of yesterday: rent that fell due today is not late yet (decision 060). The lease dates and
    // the balance do not depend on the day.
    const records = await rentRecordsService.list(ctx, addDays(today, -1));
    // A tenant who renewed is not asked to renew again.
    const renewed = renewedTenancies(records);
    const remindedOfArrears = await outboxRepository(ctx.trx, ctx.accountId).subjectsSince(
      'rent_arrears',
      addDays(today, -(ARREARS_REMINDER_EVERY_DAYS - 1)),
    );
    for (const record of records) {
      if (record.status !== 'Active') continue;
      const end = toDay(record.expirationDate);
      const values = {
        name: record.tenantName,
        unit: record.apartment?.title ?? record.roomDescription,
        date: end,
        amount: formatGhc(record.balance),
      };
      // Each goes out on its day, or on the first run after it (a server that was off) before the next.
      const lease30 = addDays(end, -30);
      const lease7 = addDays(end, -7);
      const leaseEnds = !renewed.has(record._id);
      if (leaseEnds && today >= lease30 && today < lease7)
        add('lease_30', record.tenantPhone, record._id, lease30, {
          ...values,
          link: await linkOf('lease_30', 'rent', record._id),
        });
      if (leaseEnds && today >= lease7 && today <= end)
        add('lease_7', record.tenantPhone, record._id, lease7, {
          ...values,
          link: await linkOf('lease_7', 'rent', record._id),
        });
      if (record.arrears > 0 && !remindedOfArrears.has(record._id)) {
        add('rent_arrears', record.tenantPhone, record._id, today, {
          ...values,
          amount: formatGhc(record.arrears),
          link: await linkOf('rent_arrears', 'rent', record._id),
        });
      }
    }
  }

  if (on('hire_arrears')) {
    // Behind as of yesterday: in the morning, today's amount is not late yet (a driver pays at night).
    const yesterday = addDays(today, -1);
    for (const contract of await contractsRepository(ctx.trx, ctx.accountId).list()) {
      if (contract.status !== 'active') continue;
      const behind = hireArrears(expectedBy(contract.terms, yesterday), contract.paidPesewas);
      if (behind <= 0) continue;
      add('hire_arrears', contract.hirer.phone, contract._id, today, {
        name: contract.hirer.name,
        vehicle: contract.vehicle.vehicleRegNum,
        amount: formatGhc(fromPesewas(behind)),
        date: yesterday,
        link: await linkOf('hire_arrears', 'hire', contract._id),
      });
    }
  }

  if (on('admin_digest')) {
    // News (an online payment received, `info`) is not sent: the digest is what needs someone today
    // (docs/decisions/171-info-alerts-not-counted.md).
    const alerts = (await alertsService.list(ctx, {}, today)).filter(needsAttention);
    if (alerts.length > 0) {
      const counts = DIGEST_ORDER.map(
        (kind) => [kind, alerts.filter((alert) => alert.kind === kind).length] as const,
      )
        .filter(([, count]) => count > 0)
        .map(([kind, count]) => `${ALERT_KIND_LABELS[kind].toLowerCase()} ${count}`)
        .join(', ');
      const admins = await ctx.trx
        .selectFrom('users')
        .select(['id', 'name', 'phone'])
        .where('account_id', '=', ctx.accountId)
        .where('role', '=', 'Admin')
        .where('phone', '<>', '')
        .execute();
      for (const admin of admins) {
        // The digest's {amount} is the day's alerts, counted by kind.
        add('admin_digest', admin.phone, admin.id, today, { name: admin.name, date: today, amount: counts });
      }
    }
  }
  return messages;
}

/** What happened to one message handed to the gateway, and whether the gateway itself is in trouble. */
interface SendOutcome {
  status: 'sent' | 'queued' | 'failed';
  /** The gateway timed out, could not be reached or answered 429/5xx: the next ones would too. */
  gatewayTrouble: boolean;
}

/**
 * Hands one queued message to the gateway, once: the claim is committed first, so no other process
 * sends it meanwhile; a refusal that may pass is queued again after a back-off, up to 5 times.
 * Null when another process had it already.
 */
export async function sendOne(db: Executor, messaging: Messaging, id: string): Promise<SendOutcome | null> {
  const sender = outboxSender(db);
  const claimed = await sender.claim(id, nowIso());
  if (!claimed) return null;
  let receipt: SmsReceipt;
  try {
    receipt = await messaging.provider.send({ to: claimed.to, body: claimed.body });
  } catch (error) {
    const retryable = error instanceof SmsSendError ? error.retryable : true;
    const message = error instanceof Error ? error.message : String(error);
    const again = retryable && hasAttemptsLeft(claimed.attempts);
    const retryAt = again ? new Date(Date.now() + nextAttemptDelayMs(claimed.attempts)).toISOString() : null;
    await sender.markFailed(id, nowIso(), message, retryAt);
    return { status: again ? 'queued' : 'failed', gatewayTrouble: retryable };
  }
  // The gateway took it. Should recording that fail, the message stays claimed and is later settled
  // as interrupted: never handed over a second time.
  await sender.markSent(id, nowIso(), messaging.provider.name, receipt.providerMessageId);
  return { status: 'sent', gatewayTrouble: false };
}

/** When a pass of sending stops early: by a time (a request answers), or when told (shutting down). */
export interface SendLimits {
  deadline?: number;
  shouldStop?: () => boolean;
}

/** Messages handed to a gateway at once: a slow gateway does not make a run wait message by message. */
export const SEND_CONCURRENCY = 4;

/**
 * Sends the queued messages that are due (one business's, when named), a few at a time. A gateway
 * that times out or fails stops the pass at once, so it never holds up a request or the daily run:
 * the rest wait, queued, for the next pass (the scheduler's, each minute), as does the one that
 * failed, after its back-off. A request passes `deadline` (epoch ms) to answer in good time. With the
 * log provider the messages are marked sent to the log together.
 */
export async function sendDue(
  db: Executor,
  messaging: Messaging,
  accountId?: string,
  { deadline, shouldStop = () => false }: SendLimits = {},
) {
  const outcomes = { sent: 0, failed: 0, queued: 0 };
  for (;;) {
    const ids = await outboxSender(db).dueIds(nowIso(), accountId);
    if (ids.length === 0) return outcomes;
    if (messaging.provider.name === 'log') {
      const marked = await outboxSender(db).markSentToLog(ids, nowIso());
      for (const message of marked) await messaging.provider.send(message);
      outcomes.sent += marked.length;
      if (marked.length === 0) return outcomes;
      continue;
    }
    let next = 0;
    let stop = false;
    let progressed = false;
    const worker = async () => {
      while (!stop && next < ids.length) {
        if ((deadline !== undefined && Date.now() > deadline) || shouldStop()) {
          stop = true;
          return;
        }
        const id = ids[next] as string;
        next += 1;
        const outcome = await sendOne(db, messaging, id);
        if (!outcome) continue;
        outcomes[outcome.status] += 1;
        progressed = true;
        if (outcome.gatewayTrouble) stop = true;
      }
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
    // Stopped, or another process took the rest: nothing more to do in this pass.
    if (stop || !progressed) return outcomes;
  }
}

/** Beyond the gateway's timeout, how long a claim may last before its process is taken for dead. */
export const INTERRUPTED_AFTER_MS = 10_000;

/**
 * Settles the messages of processes that died while sending (their claim older than the gateway's
 * timeout and 10 s): failed with the reason, never sent twice; the log provider's are queued
 * again, as nothing left the machine.
 */
export function settleInterrupted(db: Executor, messaging: Messaging, accountId?: string) {
  const before = new Date(Date.now() - messaging.timeoutMs - INTERRUPTED_AFTER_MS).toISOString();
  const retry = messaging.provider.name === 'log';
  return outboxSender(db).settleInterrupted(before, nowIso(), INTERRUPTED_MESSAGE, retry, accountId);
}

/**
 * Runs a business's reminders of `day`: queues what is due (nothing twice: the outbox's unique key),
 * then sends what is queued. What this run queued, and what it sent and failed.
 */
export async function runRemindersOf(
  db: Executor,
  messaging: Messaging,
  accountId: string,
  day = businessToday(),
  options: SendLimits = {},
): Promise<RunResult> {
  const ctx: ReadContext = { trx: db, actor: SYSTEM_ACTOR, accountId };
  const queued = await outboxRepository(db, accountId).queue(
    await remindersOfTheDay(ctx, day, messaging.linkBase),
    nowIso(),
  );
  const sent = await sendDue(db, messaging, accountId, options);
  return { queued: queued.length, sent: sent.sent, failed: sent.failed };
}

/** Settings → Reminders (docs/reminders.md §4): templates, kinds on and off, the test message, the outbox. */
export const remindersService = {
  async settings(ctx: ReadContext, messaging: Messaging): Promise<ReminderSettings> {
    return {
      kinds: await kindSettings(ctx),
      provider: messaging.provider.name,
      reminderTime: messaging.reminderTime,
      lastRun: await reminderRunsRepository(ctx.trx).last(ctx.accountId),
      publicAddress: messaging.publicAddress ?? false,
    };
  },

  async updateSettings(ctx: ServiceContext, body: ReminderSettingsBody, messaging: Messaging) {
    const before = await kindSettings(ctx);
    for (const each of body.kinds) {
      await reminderKindsRepository(ctx.trx, ctx.accountId).save(
        each.kind,
        each.enabled,
        each.template.trim(),
      );
    }
    const after = await kindSettings(ctx);
    // Sent back as they were: nothing is written (round trip), and the settings are the answer.
    if (isDeepStrictEqual(asRecord(ctx, before), asRecord(ctx, after)))
      throw new Unchanged(await remindersService.settings(ctx, messaging));
    await audit.updated(ctx, 'reminder_settings', asRecord(ctx, before), asRecord(ctx, after));
    ctx.changed('reminders');
    return remindersService.settings(ctx, messaging);
  },

  /** Today's run, now (the same run as the scheduler's: nothing goes out twice). */
  async runNow(ctx: ReadContext, messaging: Messaging): Promise<RunResult> {
    const day = businessToday();
    await settleInterrupted(ctx.trx, messaging, ctx.accountId);
    // The answer comes within about this long; what is left goes out with the scheduler's next pass.
    const result = await runRemindersOf(ctx.trx, messaging, ctx.accountId, day, {
      deadline: Date.now() + RUN_NOW_BUDGET_MS,
    });
    // Counted as the day's run when it is the first: the scheduler has nothing left to queue today.
    const runs = reminderRunsRepository(ctx.trx);
    if (await runs.start(ctx.accountId, day, nowIso())) await runs.finish(ctx.accountId, day, nowIso());
    return result;
  },

  async outbox(
    ctx: ReadContext,
    query: {
      status?: OutboxMessage['status'] | undefined;
      q?: string | undefined;
      page: number;
      pageSize: number;
    },
  ): Promise<OutboxPage> {
    const { items, total } = await outboxRepository(ctx.trx, ctx.accountId).page(
      query.status,
      query.page,
      query.pageSize,
      query.q,
    );
    return { items, total, page: query.page, pageSize: query.pageSize };
  },

  /** One message now, through the real gateway: a kind's template filled with sample values. */
  async sendTest(
    ctx: ReadContext,
    body: TestMessageBody & { to: string },
    messaging: Messaging,
  ): Promise<OutboxMessage> {
    const business = (await businessService.find(ctx)).name;
    const text = body.kind
      ? fillTemplate(
          (await kindSettings(ctx)).find((each) => each.kind === body.kind)?.template ?? '',
          sampleValues(body.kind, business, businessToday()),
        )
      : `Test message from ${business}: reminders by SMS are working.`;
    const outbox = outboxRepository(ctx.trx, ctx.accountId);
    const [id] = await outbox.queue(
      [{ kind: 'test', to: body.to, body: text, subjectId: newId(), dueDate: businessToday() }],
      nowIso(),
    );
    if (!id) throw conflict('The test message could not be queued');
    await sendOne(ctx.trx, messaging, id);
    const message = await outbox.findById(id);
    if (!message) throw notFound('Message');
    return message;
  },

  /** A failed message is tried again now, with its attempts counted afresh. */
  async retry(ctx: ReadContext, id: string, messaging: Messaging): Promise<OutboxMessage> {
    const outbox = outboxRepository(ctx.trx, ctx.accountId);
    const found = await outbox.findById(id);
    if (!found) throw notFound('Message');
    if (found.status !== 'failed') throw conflict('Only a failed message can be sent again');
    await outbox.requeue(id, nowIso());
    await sendOne(ctx.trx, messaging, id);
    return (await outbox.findById(id)) ?? found;
  },
};
