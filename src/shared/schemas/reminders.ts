import { z } from 'zod';
import { listAnswer, listQuery } from '../list-query';
import {
  ALERT_KINDS,
  ALERT_MARKS,
  ALERT_MODULES,
  ALERT_SUBJECTS,
  KIND_PLACEHOLDERS,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  REMINDER_KINDS,
  type ReminderKind,
  SEVERITIES,
  unknownPlaceholders,
} from '../reminders';
import { AUDIT_MAX_PAGE_SIZE, pageNumber, searchParam } from './audit';
import { requiredText } from './common';
import { phoneField } from './phone-field';

export * from '../reminders';

/** One thing that needs attention (docs/reminders.md §3), most urgent first in the feed. */
export const alert = z.object({
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(SEVERITIES),
  subject: z.object({
    type: z.enum(ALERT_SUBJECTS),
    _id: z.string(),
    label: z.string(),
    /** The vehicle a document, schedule or licence belongs to: its page is where it is fixed. */
    vehicleId: z.string().optional(),
    /** Whom to remind (tenant, hirer, driver), for a WhatsApp link; null when unknown. */
    phone: z.string().nullable().optional(),
  }),
  /** When it falls or fell due; null when there is no date (papers never recorded). */
  dueDate: z.string().nullable(),
  message: z.string(),
  /** Its identity (shared/reminders.ts `alertKey`): what a snooze or a dismissal names. */
  key: z.string(),
});
export type Alert = z.infer<typeof alert>;
export const alertList = z.array(alert);

/** `POST /api/alerts/snooze|dismiss|restore`: the alert's key, as the feed gives it. */
export const alertKeyBody = z.object({
  key: z
    .string({ error: 'Key is required' })
    .min(1, 'Key is required')
    .max(1000, 'Key is too long')
    .refine((key) => ALERT_KINDS.some((kind) => key.startsWith(`${kind}|`)), 'Not an alert key'),
});
export type AlertKeyBody = z.infer<typeof alertKeyBody>;

/** An alert snoozed or dismissed, for the 'Hidden alerts' list that restores it. */
export const hiddenAlert = z.object({
  alert,
  mark: z.enum(ALERT_MARKS),
  /** A snoozed alert comes back on this day; null for a dismissal. */
  until: z.string().nullable(),
  by: z.object({ _id: z.string(), name: z.string() }),
  at: z.string(),
});
export type HiddenAlert = z.infer<typeof hiddenAlert>;
export const hiddenAlertList = z.array(hiddenAlert);

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }), z.literal('')])
    .optional()
    .transform((value) => value || undefined);

/** One of a list's values in a query string, '' for none; anything else is a 400 naming the parameter. */
const choiceParam = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .string({ error: `${name} must be one of: ${values.join(', ')}` })
    .refine((value) => value === '' || (values as readonly string[]).includes(value), {
      error: `${name} must be one of: ${values.join(', ')}`,
    })
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();

/** What the alert feed sorts by (docs/lists.md): urgency (most urgent first) by default, or the due day. */
export const ALERT_SORTS = ['urgency', 'dueDate'] as const;
export type AlertSort = (typeof ALERT_SORTS)[number];

/**
 * `GET /api/alerts` and `GET /api/alerts/hidden` (docs/lists.md): a dashboard asks for its own module's
 * alerts (`module`, `kind`); `severity` filters, `q` searches the subject's label and the message.
 */
export const alertsQuery = listQuery(ALERT_SORTS, {
  module: choiceParam('module', ALERT_MODULES),
  kind: choiceParam('kind', ALERT_KINDS),
  severity: choiceParam('severity', SEVERITIES),
});
export type AlertsQuery = z.output<typeof alertsQuery>;

/**
 * How many of the matching alerts are overdue, fall due soon or are news (all of them, not the page).
 * `info` came later: a client that predates it reads the other two as before.
 */
export const alertTotals = z.object({
  overdue: z.number().int(),
  soon: z.number().int(),
  info: z.number().int(),
});
export type AlertTotals = z.infer<typeof alertTotals>;
export const alertListAnswer = listAnswer(alert, alertTotals);
export const hiddenAlertListAnswer = listAnswer(hiddenAlert, alertTotals);

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/**
 * A kind's template: words of its own, and only the placeholders that kind fills in (an unknown one,
 * or one the kind has no value for, would come out as nothing).
 */
function checkTemplate(entry: { kind: ReminderKind; template: string }, ctx: z.RefinementCtx) {
  const allowed = KIND_PLACEHOLDERS[entry.kind];
  const unknown = unknownPlaceholders(entry.template, allowed);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['template'],
      message: `Unknown placeholder ${listed(unknown)}: use ${listed(allowed)}`,
    });
  } else if (entry.template.replace(/\{[^{}]*\}/g, '').trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['template'], message: 'Write the message, not only placeholders' });
  }
}

/** Settings → Reminders as read: each kind with its template, and how messages are sent. */
export const reminderSettings = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(REMINDER_KINDS),
      label: z.string(),
      enabled: z.boolean(),
      template: z.string(),
      defaultTemplate: z.string(),
    }),
  ),
  /** The server's SMS gateway (README, Configuration); `log` keeps messages in the outbox only. */
  provider: z.string(),
  /** When the daily reminders go out (README, Configuration), HH:MM in Africa/Accra. */
  reminderTime: z.string(),
  /** The last day the daily run finished for this business, and when. */
  lastRun: z.object({ day: z.string(), finishedAt: z.string() }).nullable(),
  /** The server has a public address for statement links (README, Configuration: the public address). */
  publicAddress: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** `PUT /api/reminders/settings` (Admin): the kinds sent, each turned on or off with its template. */
export const reminderSettingsBody = z.object({
  kinds: z
    .array(
      z
        .object({
          kind: z.enum(REMINDER_KINDS, { error: `Kind must be one of: ${REMINDER_KINDS.join(', ')}` }),
          enabled: z.boolean({ error: 'Enabled must be true or false' }),
          template: requiredText('Template', 480),
        })
        .superRefine(checkTemplate),
      { error: 'Kinds must be a list' },
    )
    .max(REMINDER_KINDS.length, { error: 'Each kind at most once' })
    .refine((kinds) => new Set(kinds.map((each) => each.kind)).size === kinds.length, {
      error: 'Each kind at most once',
    }),
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsBody>;

/** `POST /api/reminders/test` (Admin): one message now, to check the gateway (and a template). */
export const testMessageBody = z.object({
  to: phoneField('Phone'),
  kind: z
    .union([
      z.enum(REMINDER_KINDS, { error: `Kind must be one of: ${REMINDER_KINDS.join(', ')}` }),
      z.literal(''),
    ])
    .optional()
    .transform((value) => value || undefined),
});
export type TestMessageBody = z.input<typeof testMessageBody>;

/** A message of the outbox (docs/reminders.md §4). */
export const outboxMessage = z.object({
  _id: z.string(),
  to: z.string(),
  body: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  subjectId: z.string(),
  /** The day it is meant to go out. */
  dueDate: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** `GET /api/reminders/outbox?status=&q=&page=&pageSize=` (Admin), newest first. */
export const outboxQuery = z.object({
  status: optionalChoice(OUTBOX_STATUSES, 'Status'),
  /** Searches the message, and the number it goes to when `q` is a phone number (docs/lists.md). */
  q: searchParam,
  page: pageNumber('Page', 1_000_000, 1),
  pageSize: pageNumber('Page size', AUDIT_MAX_PAGE_SIZE, 20),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxPage = z.object({
  items: z.array(outboxMessage),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPage>;

/** What `POST /api/reminders/run` did: messages queued by this run, and sent and failed by it. */
export const runResult = z.object({ queued: z.number(), sent: z.number(), failed: z.number() });
export type RunResult = z.infer<typeof runResult>;
