/**
 * Every endpoint × {signed out, Staff, Manager, Admin} gets exactly the answer docs/product.md §3 gives,
 * generated from the `allowed` column of the ENDPOINTS table: signed out → 401 (except the public
 * routes), a role not allowed → 403 with nothing changed, an allowed role → the success answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, DELETE_ROLES, MESSAGES, ROLES } from '../../shared/constants';
import { PUBLIC_API_PREFIX } from '../../shared/paths';
import { type Allowed, coverageProblems, ENDPOINTS, keyOf, routeOf, type Scenario } from './endpoints';
import {
  CALLERS,
  type Caller,
  changes,
  createQualityContext,
  describeResponse,
  type QualityContext,
  registeredRoutes,
} from './harness';

/** The rows of the matrix: every endpoint, and the variants some have (user management). */
const ROWS = ENDPOINTS.flatMap((endpoint) => [
  { key: keyOf(endpoint), endpoint, scenario: endpoint as Scenario },
  ...(endpoint.variants ?? []).map((variant) => ({
    key: `${keyOf(endpoint)} (${variant.name})`,
    endpoint,
    scenario: variant as Scenario,
  })),
]);

function expectedStatus(scenario: Scenario, caller: Caller): number {
  if (scenario.allowed === 'public') return scenario.success ?? 200;
  if (caller === 'signedOut') return 401;
  return scenario.allowed.includes(caller) ? (scenario.success ?? 200) : 403;
}

/**
 * docs/product.md §3 written a second time, from the route alone: the table's `allowed` column must
 * agree with it, so a row cannot quietly grant more than the product allows.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/setup',
  'POST /api/setup',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/signup',
  // 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md): for whoever cannot sign in.
  'POST /api/password/forgot',
  'POST /api/password/reset',
  // A statement link's reads (docs/collect.md §1): whoever holds the token.
  'GET /api/public/statements/:token',
  'GET /api/public/statements/:token/receipts/:receiptNumber',
  'GET /api/public/statements/:token/receipts/:receiptNumber/pdf',
]);
const USER_MANAGEMENT = new Set(['users', 'addUser', 'deleteUser', 'audit']);
/** Settings → Reminders (docs/reminders.md §4): the Admin's alone, reads included. */
const REMINDERS = new Set([
  'remindersSettings',
  'remindersRun',
  'remindersOutbox',
  'outboxRetry',
  'remindersTest',
]);
/**
 * Settings → Backups (docs/backups.md §2): the Admin's alone, and only the first business's (its own
 * tests, modules/backups, refuse the other businesses' Admins).
 */
const BACKUPS = new Set(['backups', 'backupsStatus', 'backupDownload']);
/** Settings → Payments (docs/collect.md §2): the provider's keys are the Admin's alone, reading them too. */
const PAYMENT_SETTINGS = new Set(['paymentSettings', 'paymentSettingsCheck']);
/**
 * Routes only the Admin may call: the business details, though others may read them (docs/ledger.md
 * §4), and the whole business's data (docs/backups.md §4).
 */
const ADMIN_ONLY = new Set(['PUT /api/settings/business', 'GET /api/export/all']);
/**
 * Hiding an alert hides it for the whole business, as weighty as a delete: Admin and Manager
 * (docs/decisions/066-alert-snooze-and-dismiss.md).
 */
const HIDES_ALERTS = new Set([
  'POST /api/alerts/snooze',
  'POST /api/alerts/dismiss',
  'POST /api/alerts/restore',
]);
/**
 * Changing the money of a payment or remittance someone else recorded, or after the day it was
 * recorded: Admin and Manager (docs/decisions/113-cash-control.md). These routes' variants are those.
 */
/** Replacing a statement link kills every copy sent: Admin and Manager (docs/decisions/153-statement-link-roles.md). */
const REPLACES_LINKS = new Set([
  'POST /api/tenancies/:id/statement-link/renew',
  'POST /api/hire/contracts/:id/statement-link/renew',
]);
/** Import from Excel (docs/insight.md §4): Admin and Manager, the template too. */
const IMPORTS = new Set(['importPreview', 'importRecords', 'importTemplate']);
const CASH_CONTROL = new Set(['PUT /api/apartment/edit_payment/:id', 'PUT /api/hire/remittances/:id']);
function productRule(row: (typeof ROWS)[number]): Allowed {
  // Statement links and paying online (docs/collect.md): everything under /api/public/ is for anyone.
  if (PUBLIC.has(keyOf(row.endpoint)) || routeOf(row.endpoint.apiKey).startsWith(PUBLIC_API_PREFIX))
    return 'public';
  if (
    USER_MANAGEMENT.has(row.endpoint.apiKey) ||
    REMINDERS.has(row.endpoint.apiKey) ||
    BACKUPS.has(row.endpoint.apiKey) ||
    PAYMENT_SETTINGS.has(row.endpoint.apiKey) ||
    ADMIN_ONLY.has(keyOf(row.endpoint))
  )
    return ADMIN_ROLES;
  if (row.scenario !== row.endpoint)
    return CASH_CONTROL.has(keyOf(row.endpoint)) ? DELETE_ROLES : ADMIN_ROLES;
  if (
    row.endpoint.method === 'DELETE' ||
    HIDES_ALERTS.has(keyOf(row.endpoint)) ||
    REPLACES_LINKS.has(keyOf(row.endpoint)) ||
    IMPORTS.has(row.endpoint.apiKey)
  )
    return DELETE_ROLES;
  return ROLES;
}

describe('role matrix', () => {
  let ctx: QualityContext;
  let calls = 0;

  beforeAll(async () => {
    ctx = await createQualityContext();
  });
  afterAll(async () => {
    console.log(
      `role matrix: ${calls} calls (${ROWS.length} rows × ${CALLERS.length} callers, ${ctx.t.handle.engine})`,
    );
    await ctx.t.close();
  });

  it('has exactly one row for every route the app registers', () => {
    expect(coverageProblems(registeredRoutes(ctx.app))).toEqual([]);
  });

  it('notices a route without a row, and a row without a route', () => {
    const registered = registeredRoutes(ctx.app);
    expect(coverageProblems([...registered, 'GET /api/new/report'])).toEqual([
      'no row in ENDPOINTS for GET /api/new/report',
    ]);
    expect(coverageProblems(registered.slice(1))).toEqual([
      `${registered[0]} is in ENDPOINTS but not registered`,
    ]);
  });

  it('grants each route exactly the roles of docs/product.md §3', () => {
    const mismatches = ROWS.filter((row) => {
      const rule = productRule(row);
      const allowed = row.scenario.allowed;
      return rule === 'public' || allowed === 'public'
        ? rule !== allowed
        : [...rule].sort().join() !== [...allowed].sort().join();
    }).map((row) => row.key);
    expect(mismatches).toEqual([]);
  });

  it.each(ROWS.map((row) => [row.key, row] as const))('%s', async (_key, { endpoint, scenario }) => {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      const expected = expectedStatus(scenario, caller);
      const call = await scenario.valid(ctx, caller);
      const before = await ctx.snapshot();
      const response = await ctx.send(call, caller);
      calls += 1;
      const seen = describeResponse(response);
      if (response.statusCode !== expected) {
        failures.push(`${caller}: expected ${expected}, got ${seen}`);
        continue;
      }
      if (expected < 400) continue;
      const message = response.json().message;
      if (expected === 401 && message !== MESSAGES.notSignedIn) failures.push(`${caller}: ${seen}`);
      if (typeof message !== 'string' || message.trim() === '')
        failures.push(`${caller}: no message in ${seen}`);
      const allowedWrites: string[] = endpoint.refusalWrites ?? [];
      const changed = Object.keys(changes(before, await ctx.snapshot())).filter(
        (table) => !allowedWrites.includes(table),
      );
      if (changed.length > 0)
        failures.push(`${caller}: refused with ${expected}, yet changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
