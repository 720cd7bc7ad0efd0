/**
 * Alerts and reminders' fixed values and pure rules (docs/reminders.md §3–4), without zod: the alert
 * kinds and which dashboard shows them, the reminder kinds, their default templates and how a
 * template is filled in.
 */

/** What the alert feed watches (docs/reminders.md §3). */
export const ALERT_KINDS = [
  'lease_expiry',
  'rent_arrears',
  'hire_arrears',
  'licence_expiry',
  'document_expiry',
  'document_missing',
  'service_due',
  'backup_failed',
  'backup_missing',
  'rent_paid_online',
  'hire_paid_online',
  'rent_online_amount_differs',
  'hire_online_amount_differs',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  lease_expiry: 'Lease ending',
  rent_arrears: 'Rent arrears',
  hire_arrears: 'Hire arrears',
  licence_expiry: 'Licence expiry',
  document_expiry: 'Papers expiring',
  document_missing: 'Papers missing',
  service_due: 'Service due',
  backup_failed: 'Backup failed',
  backup_missing: 'No recent backup',
  rent_paid_online: 'Rent paid online',
  hire_paid_online: 'Hire paid online',
  rent_online_amount_differs: 'Online rent amount differs',
  hire_online_amount_differs: 'Online hire amount differs',
};

/** Each dashboard's 'Needs attention' panel shows its own module's alerts. */
export const ALERT_MODULES = ['apartments', 'vehicles'] as const;
export type AlertModule = (typeof ALERT_MODULES)[number];
/**
 * The server's own alerts (its backups, docs/backups.md §1) belong to no dashboard: the first business's
 * Admins see them in the bell and on the alerts screen, and no kind filter offers them.
 */
export const SERVER_ALERT_KINDS = ['backup_failed', 'backup_missing'] as const;
export const ALERT_MODULE_OF: Record<AlertKind, AlertModule | 'server'> = {
  lease_expiry: 'apartments',
  rent_arrears: 'apartments',
  hire_arrears: 'vehicles',
  licence_expiry: 'vehicles',
  document_expiry: 'vehicles',
  document_missing: 'vehicles',
  service_due: 'vehicles',
  backup_failed: 'server',
  backup_missing: 'server',
  rent_paid_online: 'apartments',
  hire_paid_online: 'vehicles',
  rent_online_amount_differs: 'apartments',
  hire_online_amount_differs: 'vehicles',
};

/**
 * `info` is news, not a task (an online payment received): shown in the feed, not counted by the bell
 * nor sent in the admin digest (docs/decisions/171-info-alerts-not-counted.md).
 */
export const SEVERITIES = ['overdue', 'soon', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The severities that need someone to act: what the bell counts and the digest sends. */
export const needsAttention = (alert: { severity: Severity }) => alert.severity !== 'info';

/** How long an online payment received stays in the feed (docs/collect.md §2), today included. */
export const ONLINE_PAYMENT_ALERT_DAYS = 7;

/** The record an alert is about, and so the screen that fixes it. */
export const ALERT_SUBJECTS = [
  'rent_record',
  'contract',
  'vehicle',
  'vehicle_document',
  'service_schedule',
  'backups',
] as const;
export type AlertSubjectType = (typeof ALERT_SUBJECTS)[number];

/** How far ahead a lease's end is an alert (docs/reminders.md §3), and papers and licences. */
export const LEASE_ALERT_DAYS = 60;
export const EXPIRY_WARNING_DAYS = 30;

/** The SMS reminders of the daily run (docs/reminders.md §4). */
export const REMINDER_KINDS = [
  'lease_30',
  'lease_7',
  'rent_arrears',
  'hire_arrears',
  'admin_digest',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  lease_30: 'Lease ends in 30 days (to the tenant)',
  lease_7: 'Lease ends in 7 days (to the tenant)',
  rent_arrears: 'Rent arrears, at most once a week (to the tenant)',
  hire_arrears: 'Hire arrears, each morning (to the hirer)',
  admin_digest: "The day's alerts (to every Admin with a phone)",
};
/**
 * Outbox kinds: the reminders, a test message sent from Settings, and the receipt an online payment
 * sends its payer (docs/collect.md §2).
 */
export const OUTBOX_KINDS = [...REMINDER_KINDS, 'test', 'receipt'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Placeholders a template may use; anything else in braces is refused (400). */
export const PLACEHOLDERS = ['name', 'amount', 'date', 'unit', 'vehicle', 'business', 'link'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * What each kind fills in: a placeholder a kind has no value for (a `{vehicle}` in a lease reminder)
 * would come out empty, so it is refused like an unknown one.
 */
export const KIND_PLACEHOLDERS: Record<ReminderKind, readonly Placeholder[]> = {
  // {link}: the tenant's or hirer's statement link, made on first use (docs/collect.md §1).
  lease_30: ['name', 'unit', 'date', 'amount', 'business', 'link'],
  lease_7: ['name', 'unit', 'date', 'amount', 'business', 'link'],
  rent_arrears: ['name', 'unit', 'date', 'amount', 'business', 'link'],
  hire_arrears: ['name', 'vehicle', 'date', 'amount', 'business', 'link'],
  // {amount} is the day's alerts, counted by kind.
  admin_digest: ['name', 'date', 'amount', 'business'],
};

/**
 * The values a test message and the Settings preview fill a kind's template with; the digest's
 * `{amount}` is the day's alerts counted by kind.
 */
export function sampleValues(
  kind: ReminderKind,
  business: string,
  day: string,
): Partial<Record<Placeholder, string>> {
  return {
    business,
    name: 'Ama Mensah',
    unit: 'Flat A1',
    vehicle: 'GR 2345-21',
    amount: kind === 'admin_digest' ? 'rent arrears 4, lease ending 2' : 'GHC 1,200.00',
    date: day,
    link: 'https://example.com/s/sample-link',
  };
}

/**
 * The kinds of data the alert feed is made of: a write naming any of them changes it. The server's
 * list cache versions the feed by them, and the client refreshes it when one of them moves.
 */
export const ALERT_DATA_KINDS = [
  'tenants',
  'payments',
  'contracts',
  'remittances',
  'vehicles',
  'maintenance',
  'documents',
  'odometer',
  'schedules',
] as const;

/** What the feed's cache and the client follow: what the sources read, and the alerts snoozed or dismissed. */
export const ALERT_FEED_KINDS = [...ALERT_DATA_KINDS, 'alert_marks'] as const;

/** Ways to hide an alert for the whole business (docs/decisions/066-alert-snooze-and-dismiss.md). */
export const ALERT_MARKS = ['snoozed', 'dismissed'] as const;
export type AlertMark = (typeof ALERT_MARKS)[number];
/** A snoozed alert comes back this many days later. */
export const SNOOZE_DAYS = 7;
/** The kinds whose key carries the message: no due date tells one missing paper or service from another. */
/** Online payments too: two paid on one record on one day differ by their receipt number in the message. */
const KEYED_BY_MESSAGE: readonly AlertKind[] = [
  'document_missing',
  'service_due',
  'rent_paid_online',
  'hire_paid_online',
  'rent_online_amount_differs',
  'hire_online_amount_differs',
];

/**
 * An alert's identity: its kind, the record it is about and its due date (and, for a paper missing or
 * a service due, its message). A dismissed alert stays hidden while its key is the same: a new due date
 * (a renewed paper, a later arrears date) is a new alert.
 */
export function alertKey(alert: {
  kind: AlertKind;
  subject: { _id: string };
  dueDate: string | null;
  message: string;
}): string {
  const parts = [alert.kind, alert.subject._id, alert.dueDate ?? ''];
  if (KEYED_BY_MESSAGE.includes(alert.kind)) parts.push(alert.message);
  return parts.join('|');
}

/**
 * Short enough for one SMS of 160 characters once filled in with typical values; the arrears ones
 * carry the statement link (a second SMS part when names are long: the link is what gets paid).
 * Templates a business saved keep their own text (decision 155).
 */
export const DEFAULT_TEMPLATES: Record<ReminderKind, string> = {
  lease_30: 'Dear {name}, your lease of {unit} ends on {date}. Please contact us to renew. {business}',
  lease_7: 'Dear {name}, your lease of {unit} ends on {date}, within a week. Please contact us. {business}',
  rent_arrears:
    'Dear {name}, your rent for {unit} is {amount} in arrears. Statement and payment: {link} {business}',
  hire_arrears:
    'Dear {name}, {vehicle} is {amount} behind on sales up to {date}. Statement and payment: {link} {business}',
  // {amount} is the day's alerts counted by kind, e.g. 'rent arrears 4, lease ending 2'.
  admin_digest: 'Good morning {name}. {business} on {date}: {amount}.',
};

/** One SMS: longer texts go out as several messages, which cost more. */
export const SMS_LENGTH = 160;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The placeholders of a template that are not known, e.g. `{tenant}` (or, given a kind's list, that
 * the kind does not fill).
 */
export function unknownPlaceholders(template: string, known: readonly string[] = PLACEHOLDERS): string[] {
  const allowed = new Set<string>(known);
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !allowed.has(name));
}

/** A template filled in: each known placeholder replaced by its value (missing ones by ''). */
export function fillTemplate(template: string, values: Partial<Record<Placeholder, string>>): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) =>
      (PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as Placeholder] ?? '') : whole,
    )
    .replace(/\s{2,}/g, ' ')
    .trim();
}
