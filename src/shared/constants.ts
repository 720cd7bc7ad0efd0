export const ROLES = ['Admin', 'Manager', 'Staff'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may delete properties, tenants, payments, vehicles and maintenance records. */
export const DELETE_ROLES: readonly Role[] = ['Admin', 'Manager'];
/** Roles that may manage users in /settings. */
export const ADMIN_ROLES: readonly Role[] = ['Admin'];

/**
 * The kinds of data a write can change. The server answers every write with the kinds it changed
 * (the `X-Data-Changed` header) and the client refreshes exactly those, so a relationship (a tenant's
 * rename shows on their payments) is written once, in the service that makes the change. Each kind
 * is also the root of the client's query keys for that data.
 */
export const DATA_KINDS = [
  'apartments',
  'tenants',
  'payments',
  'vehicles',
  'maintenance',
  'contracts',
  'remittances',
  // Money out (docs/insight.md §1).
  'expenses',
  // A vehicle's papers and service (docs/reminders.md §1–2): its documents, odometer readings, schedules.
  'documents',
  'odometer',
  'schedules',
  'reminders',
  // Alerts snoozed or dismissed (the alert feed hides them: modules/alerts/marks.ts).
  'alert_marks',
  'users',
  'account',
] as const;
export type DataKind = (typeof DATA_KINDS)[number];
export const DATA_CHANGED_HEADER = 'x-data-changed';
/**
 * `Idempotency-Key` on an add: one random key per record the user means to add, so a retry after a
 * lost answer stores nothing twice (decisions 043 and 139). Here, not beside its schema, so the
 * client's outbox (in the first bundle) does not pull zod in (docs/decisions/152-first-visit-bytes.md).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const DEFAULT_TIMEZONE = 'Africa/Accra';

/** The name of the account an install's first administrator creates, until the Admin changes it. */
export const FIRST_ACCOUNT_NAME = 'My business';

export const PASSWORD_MIN_LENGTH = 8;

/** Client-side page sizes (docs/screens.md §9). */
export const PAGE_SIZES = {
  tenants: 6,
  apartments: 9,
  payments: 8,
  vehicles: 6,
  maintenance: 5,
  /** The expenses list (docs/insight.md §1). */
  expenses: 10,
} as const;

/** How many cards the dashboards show. */
export const DASHBOARD_CARD_COUNT = 6;

/** Toast auto-close durations in milliseconds (docs/screens.md §9). */
export const TOAST_MS = {
  long: 5000,
  short: 3000,
} as const;

export const CONTACT_ADMIN_URL = 'mailto:admin@example.com?subject=Property%20Manager%20account';

/** Texts the spec fixes, kept in one place so screens and tests use the same words. */
export const MESSAGES = {
  loginSuccess: 'Login Successful',
  loginFailed: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  badUrl: 'The address is not valid',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  badOrigin: 'Cross-site requests are not allowed',
  invalidInput: 'Invalid input',
  internal: 'Something went wrong on our side. Please try again.',
  setupDone: 'The administrator account already exists',
  loggedOut: 'Logged out',
  fallbackGeneric: 'An unexpected error occurred. Please try again.',
  fallbackShort: 'Unexpected error occurred',
  fallbackSettings: 'Unexpected error',
  nonOk: 'An error occurred. Please try again.',
  setupFromAfar:
    "The first-run setup is only accepted on the server's own machine: open it there at http://localhost (or through an SSH tunnel). Whoever runs the server can also let it be set up from other machines, or make the administrator when it starts: the README's 'Behind Caddy or nginx' section says how.",
  /** Cash control (docs/decisions/113-cash-control.md): what Staff may not change on a payment or remittance. */
  cashChangeLater:
    'The amount, date and method can be changed only on the day they were recorded. Ask a Manager or an Admin to change them.',
  cashChangeOthers:
    'Only the person who recorded it, a Manager or an Admin can change the amount, date or method.',
} as const;
