import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '../../shared/constants';
import { api } from '../../shared/paths';
import type { UserProfile } from '../../shared/schemas/auth';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { apartmentBody, rentRecordBody, uniqueName } from '../modules/apartments/test-data';
import { remittanceBody, rentalBody } from '../modules/contracts/test-data';
import { expenseBody } from '../modules/expenses/test-data';
import { odometerBody } from '../modules/odometer/test-data';
import { outboxRepository } from '../modules/reminders/repository';
import { scheduleBody } from '../modules/service-schedules/test-data';
import { sessionStore } from '../modules/users';
import { documentBody } from '../modules/vehicle-documents/test-data';
import { vehicleBody } from '../modules/vehicles/test-data';
import { SESSION_COOKIE } from '../plugins/auth';
import { type Snapshot, snapshotter, type TableChange } from './snapshot';
import { createTestApp, type TestApp, type TestSession } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who makes a call: nobody signed in, or a user of one role. */
export type Caller = 'signedOut' | Role;
export const CALLERS: readonly Caller[] = ['signedOut', ...ROLES];

export type TableName = keyof Database;
export type { Snapshot };

/** Every kind of record an id may name; a foreign id is the id of another kind. */
export const RESOURCES = [
  'user',
  'apartment',
  'rentRecord',
  'payment',
  'vehicle',
  'maintenance',
  'contract',
  'remittance',
  'message',
  'vehicleDocument',
  'odometerReading',
  'serviceSchedule',
  'expense',
  // A backup of the embedded database, by its file name (docs/backups.md §2).
  'backup',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** One request. `body` is sent as JSON; `raw` sends bytes with the given content type instead. */
export interface Call {
  method: Method;
  url: string;
  body?: unknown;
  raw?: { payload: string; contentType?: string };
  /** A cookie to send instead of the caller's own (logout ends the session it is sent with). */
  cookie?: string;
  /** The record this call changes (edits and deletes): rows it touches must mention this id. */
  target?: string;
}

export const PASSWORD = 'correct-horse-battery';

export interface QualityContext {
  t: TestApp;
  app: FastifyInstance;
  db: Db;
  sessions: Record<Role, TestSession>;
  /** One saved record of every kind: targets of reads and edits, and foreign ids for the others. */
  fixtures: Record<Resource, string>;
  /** Makes a fresh record (through the API, as an Admin) and returns its id: a target to delete. */
  create: Record<Exclude<Resource, 'user' | 'backup'>, () => Promise<string>>;
  /** Inserts a user who can sign in with PASSWORD (the hash is computed once: scrypt is slow on purpose). */
  newUser(role: Role): Promise<UserProfile>;
  /** A second session of the caller's user, for calls that end it (logout). */
  freshCookie(role: Role): Promise<string>;
  /** Every row of every table (see `snapshot`). */
  snapshot(): Promise<Snapshot>;
  send(call: Call, caller: Caller): Promise<LightMyRequestResponse>;
}

/** A message of the outbox that failed (a test message to a number the gateway refused): one to retry. */
export async function failedMessage(db: Db, accountId: string, body = 'Test message'): Promise<string> {
  const now = nowIso();
  const subjectId = newId();
  const [id = ''] = await outboxRepository(db, accountId).queue(
    [{ kind: 'test', to: '+233241112233', body, subjectId, dueDate: now.slice(0, 10) }],
    now,
  );
  await db
    .updateTable('outbox')
    .set({ status: 'failed', attempts: 5, last_error: 'Gateway unavailable', next_attempt_at: null })
    .where('id', '=', id)
    .execute();
  return id;
}

let address = 0;
let cachedHash: Promise<string> | undefined;

export async function createQualityContext(): Promise<QualityContext> {
  // Sign-up open, so its route is exercised like any other.
  const t = await createTestApp({ SIGNUP: 'open' });
  const db = t.handle.db;
  const sessions = {} as Record<Role, TestSession>;
  for (const role of ROLES) sessions[role] = await t.signIn(role, { password: PASSWORD });

  const send = (call: Call, caller: Caller) => {
    // Each request comes from its own address, so failed sign-ins never throttle the next case.
    address += 1;
    const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const headers: Record<string, string> = {};
    const cookie = call.cookie ?? (caller === 'signedOut' ? undefined : sessions[caller].cookie);
    if (cookie) headers.cookie = cookie;
    if (call.raw) {
      if (call.raw.contentType !== undefined) headers['content-type'] = call.raw.contentType;
      return t.app.inject({
        method: call.method,
        url: call.url,
        headers,
        payload: call.raw.payload,
        remoteAddress,
      });
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    return t.app.inject({
      method: call.method,
      url: call.url,
      headers,
      remoteAddress,
      ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}),
    });
  };

  const post = async (url: string, body: unknown) => {
    const response = await send({ method: 'POST', url, body }, 'Admin');
    if (response.statusCode !== 200)
      throw new Error(`fixture ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  const ctx: QualityContext = {
    t,
    app: t.app,
    db,
    sessions,
    fixtures: {} as Record<Resource, string>,
    create: {
      apartment: async () => (await post(api.addApartment, apartmentBody({ title: uniqueName('Flat') })))._id,
      rentRecord: async () => (await post(api.addRentRecord, rentRecordBody())).data._id,
      payment: async () =>
        (
          await post(api.addPayment, {
            tenant: ctx.fixtures.rentRecord,
            amountPaid: 500,
            method: 'Cash',
            Date: '2026-02-01',
            status: 'Partial',
          })
        )._id,
      vehicle: async () => (await post(api.addVehicle, vehicleBody()))._id,
      maintenance: async () =>
        (
          await post(api.addMaintenance, {
            vehicleId: ctx.fixtures.vehicle,
            maintenanceDate: '2026-03-01',
            cost: 350.75,
            issue: ['Brake pads'],
            status: 'pending',
          })
        )._id,
      // A rental holds its vehicle over its dates: each fresh contract takes a fresh vehicle.
      contract: async () => (await post(api.contracts, rentalBody(await ctx.create.vehicle())))._id,
      remittance: async () => (await post(api.remittances, remittanceBody(ctx.fixtures.contract)))._id,
      message: async () => failedMessage(db, t.accountId),
      vehicleDocument: async () =>
        (await post(api.vehicleDocuments(ctx.fixtures.vehicle), documentBody()))._id,
      odometerReading: async () =>
        (await post(api.vehicleOdometer(ctx.fixtures.vehicle), odometerBody()))._id,
      serviceSchedule: async () =>
        (await post(api.vehicleSchedules(ctx.fixtures.vehicle), scheduleBody()))._id,
      expense: async () =>
        (await post(api.expenses, expenseBody({ apartmentId: ctx.fixtures.apartment })))._id,
    },
    async newUser(role) {
      cachedHash ??= hashPassword(PASSWORD);
      const now = nowIso();
      const row = {
        id: newId(),
        account_id: t.accountId,
        name: uniqueName(`${role} user`),
        email: `quality.${newId()}@example.com`,
        phone: '+233241112233',
        role,
        password_hash: await cachedHash,
        timezone: 'Africa/Accra',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('users').values(row).execute();
      return {
        _id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        role,
        timezone: row.timezone,
      };
    },
    async freshCookie(role) {
      // Straight into the session store: signing in through the API would cost a slow password hash.
      return `${SESSION_COOKIE}=${await sessionStore(db).create(sessions[role].user._id)}`;
    },
    snapshot: snapshotter(db, t.handle.engine),
    send,
  };

  ctx.fixtures.user = (await ctx.newUser('Staff'))._id;
  ctx.fixtures.apartment = await ctx.create.apartment();
  ctx.fixtures.rentRecord = await ctx.create.rentRecord();
  ctx.fixtures.payment = await ctx.create.payment();
  ctx.fixtures.vehicle = await ctx.create.vehicle();
  ctx.fixtures.maintenance = await ctx.create.maintenance();
  ctx.fixtures.contract = (await post(api.contracts, rentalBody(ctx.fixtures.vehicle)))._id;
  ctx.fixtures.remittance = await ctx.create.remittance();
  ctx.fixtures.message = await ctx.create.message();
  ctx.fixtures.vehicleDocument = await ctx.create.vehicleDocument();
  ctx.fixtures.odometerReading = await ctx.create.odometerReading();
  ctx.fixtures.serviceSchedule = await ctx.create.serviceSchedule();
  ctx.fixtures.expense = await ctx.create.expense();
  ctx.fixtures.backup = await newBackup(ctx);
  return ctx;
}

/**
 * A fresh backup's name (the newest of the day: rotation keeps it until the next); on PostgreSQL, where
 * backups are the database's own, a name that names none.
 */
export async function newBackup(ctx: QualityContext): Promise<string> {
  if (ctx.t.handle.engine === 'postgres') return 'property-manager-2026-01-01-000000.db';
  const made = await ctx.send({ method: 'POST', url: api.backups }, 'Admin');
  if (made.statusCode !== 200) throw new Error(`backing up answered ${made.statusCode} ${made.body}`);
  return (made.json() as { name: string }).name;
}

/**
 * A backup that is still listed: the fixture's while rotation keeps it, else a fresh one. Making one
 * takes a second or more (a copy and its check), so the many calls built on a download's valid call
 * share one rather than each making its own.
 */
export async function listedBackup(ctx: QualityContext): Promise<string> {
  if (ctx.t.handle.engine === 'postgres') return newBackup(ctx);
  const listed = await ctx.send({ method: 'GET', url: api.backups }, 'Admin');
  const names =
    listed.statusCode === 200 ? (listed.json() as { name: string }[]).map((entry) => entry.name) : [];
  if (!names.includes(ctx.fixtures.backup)) ctx.fixtures.backup = await newBackup(ctx);
  return ctx.fixtures.backup;
}

/**
 * Every route the app registers, as `METHOD /path` (HEAD is Fastify's automatic twin of GET and is
 * left out). Read from the router itself, so a new endpoint shows up here without anyone listing it.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.filter((route) => route.split(' ')[1]?.startsWith('/api/')).sort();
}

/** The rows added and removed per table between two snapshots (a changed row is one of each). */
export function changes(before: Snapshot, after: Snapshot): Record<string, TableChange> {
  const result: Record<string, TableChange> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const left = new Map<string, number>();
    for (const row of before[name] ?? []) left.set(row, (left.get(row) ?? 0) + 1);
    const added: string[] = [];
    for (const row of after[name] ?? []) {
      const count = left.get(row) ?? 0;
      if (count > 0) left.set(row, count - 1);
      else added.push(row);
    }
    const removed = [...left].flatMap(([row, count]) => Array<string>(count).fill(row));
    if (added.length > 0 || removed.length > 0) result[name] = { added, removed };
  }
  return result;
}

/** A short, readable account of an answer for failure messages. */
export function describeResponse(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  const body = type.includes('json') ? response.body : `<${type || 'no content type'}>`;
  return `${response.statusCode} ${body.length > 300 ? `${body.slice(0, 300)}…` : body}`;
}
