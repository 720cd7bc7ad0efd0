import {
  OUTBOX_STATUSES,
  type OutboxKind,
  type OutboxStatus,
  REMINDER_KIND_LABELS,
} from '../../../shared/reminders';
import type { BadgeTone } from '../../components/ui/badge';

/** Settings → Reminders' fixed texts, in one place for the tab and its tests. */
export const REMINDER_TEXTS = {
  /** Shown while the server has no public address (decision 067: no setting's name on a screen). */
  noPublicAddress:
    'Statement links in reminders and from ‘Copy link’ open only where this server can be reached from the internet. Ask whoever set up the server to give it a public web address so tenants and hirers can open them on their phones.',
  loadFailed: 'Failed to load the reminder settings.',
  loadError: 'Something went wrong while fetching the reminder settings.',
  intro:
    'Text messages the app sends each morning. Turn a reminder off, or change its words: the placeholders in braces are filled in for each person.',
  sendLabel: 'Send this reminder',
  template: 'Message',
  placeholders: 'Insert a placeholder',
  preview: 'Preview with sample values',
  restoreDefault: 'Use the default message',
  save: 'Save reminders',
  // Words for a landlord: never a setting's or variable's name (decision 067).
  logProvider:
    "Text messages are not set up on this server yet: reminders are kept in the outbox below and marked sent, but no text message goes out. Whoever runs the server can connect an SMS gateway (Hubtel, Arkesel or mNotify); the README's 'Alerts and SMS reminders' section says how.",
  gatewayProvider: (name: string) => `${name}: messages go out through its SMS gateway.`,
  dailyRun: (time: string) => `Each day at ${time} (Africa/Accra), and at start-up when that run was missed.`,
  neverRun: 'Not run yet.',
  runNow: "Send today's reminders now",
  runConfirm:
    "Today's reminders are queued and sent now. A reminder already queued or sent today is not sent again.",
  runDone: ({ queued, sent, failed }: { queued: number; sent: number; failed: number }) =>
    `Today's reminders: ${queued} queued, ${sent} sent, ${failed} failed`,
  testHeading: 'Send a test message',
  testIntro: 'One message now, to check the gateway: a plain line, or a reminder filled with sample values.',
  testPlain: 'A plain test line',
  testSend: 'Send test message',
  testSent: (to: string) => `Sent to ${to}.`,
  testKept:
    'Text messages are not set up on this server yet, so it stays in the outbox: no text message went out.',
  testFailed: (error: string) => `Failed: ${error}`,
  testQueued: (error: string) => `Not sent yet: ${error}. It will be tried again.`,
  outbox: 'Outbox',
  allStatuses: 'All statuses',
  outboxEmpty: 'No messages yet.',
  outboxEmptyFiltered: 'No messages with this status.',
  outboxFailed: 'Failed to load the outbox.',
  sendAgain: 'Send again',
  sentAgain: 'Message sent',
  queuedAgain: 'Message queued: it will be tried again.',
} as const;

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  ...REMINDER_KIND_LABELS,
  test: 'Test message',
  receipt: 'Receipt of a payment made online (to the payer)',
};

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
export const OUTBOX_STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  queued: 'grey',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};
export const OUTBOX_STATUS_OPTIONS = OUTBOX_STATUSES.map((status) => ({
  value: status,
  label: OUTBOX_STATUS_LABELS[status],
}));

/** The gateways' names as their owners write them. */
export const PROVIDER_NAMES: Record<string, string> = {
  log: 'Log',
  hubtel: 'Hubtel',
  arkesel: 'Arkesel',
  mnotify: 'mNotify',
};

/** Messages a page of the outbox (the server allows up to 100). */
export const OUTBOX_PAGE_SIZE = 20;
