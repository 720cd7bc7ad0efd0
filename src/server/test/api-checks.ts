import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import { api } from '../../shared/paths';
import type { PerTestApp, TestApp } from './test-app';

/** What the checks need of a test app: it takes requests and signs users in. */
type Requests = Pick<TestApp, 'app' | 'signIn'>;

/** The JSON of a 200 answer; any other answer fails the test, showing its body. */
export function okBody(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A 400 answer that names `message` on the field `path` (among any other refusals). */
export function expectFieldError(response: LightMyRequestResponse, path: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toContainEqual({ path, message });
}

/**
 * Ids no record has: well-formed unknown ones and ones no database would accept (quotes, path
 * segments, escapes, spaces, emoji), each of which must be a plain 404.
 */
const UNKNOWN_IDS = [
  '00000000-0000-0000-0000-000000000000',
  '0b1c5c3e-0000-4000-8000-000000000000',
  'not-an-id',
  'bad id',
  ' ',
  "1' or '1'='1",
  "x' or 1=1 --",
  '../all',
  '../../etc',
  '%',
  '%00',
  '%20',
  '%E2%82%B5',
  'éé',
  '🙂',
  'x'.repeat(150),
];

/** Every id of UNKNOWN_IDS is answered 404 with `message`. */
async function expectUnknownIdsAre404(
  t: Requests,
  cookie: string,
  url: (id: string) => string,
  message: string,
) {
  for (const id of UNKNOWN_IDS) {
    const response = await t.app.inject({ method: 'GET', url: url(id), headers: { cookie } });
    expect(response.statusCode, id).toBe(404);
    expect(response.json()).toEqual({ message });
  }
}

/**
 * Every call, sent without a session (no Cookie header, and an empty one), is answered 401 with
 * the not-signed-in message.
 */
async function expectSessionRequired(t: Requests, calls: readonly InjectOptions[]) {
  for (const call of calls) {
    for (const headers of [{}, { cookie: '' }]) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.notSignedIn });
    }
  }
}

/** The routes of one kind of record, as src/shared/paths names them. */
interface RecordRoutes {
  list: string;
  one: (id: string) => string;
  add: string;
  edit: (id: string) => string;
  remove: (id: string) => string;
  export: string;
}

/** The routes of every kind of record. */
const RECORD_ROUTES = {
  apartments: {
    list: api.apartments,
    one: api.apartment,
    add: api.addApartment,
    edit: api.editApartment,
    remove: api.deleteApartment,
    export: api.exportApartments,
  },
  rentRecords: {
    list: api.rentRecords,
    one: api.rentRecord,
    add: api.addRentRecord,
    edit: api.editRentRecord,
    remove: api.deleteRentRecord,
    export: api.exportTenants,
  },
  payments: {
    list: api.payments,
    one: api.payment,
    add: api.addPayment,
    edit: api.editPayment,
    remove: api.deletePayment,
    export: api.exportPayments,
  },
  vehicles: {
    list: api.vehicles,
    one: api.vehicle,
    add: api.addVehicle,
    edit: api.editVehicle,
    remove: api.deleteVehicle,
    export: api.exportVehicles,
  },
  maintenance: {
    list: api.maintenanceRecords,
    one: api.maintenanceRecord,
    add: api.addMaintenance,
    edit: api.editMaintenance,
    remove: api.deleteMaintenance,
    export: api.exportMaintenance,
  },
  contracts: {
    list: api.contracts,
    one: api.contract,
    add: api.contracts,
    edit: api.contract,
    remove: api.contract,
    export: api.exportContracts,
  },
  remittances: {
    list: api.remittances,
    one: api.remittance,
    add: api.remittances,
    edit: api.remittance,
    remove: api.remittance,
    export: api.exportRemittances,
  },
  expenses: {
    list: api.expenses,
    one: api.expense,
    add: api.expenses,
    edit: api.expense,
    remove: api.expense,
    export: api.exportExpenses,
  },
} satisfies Record<string, RecordRoutes>;

/** What `recordRouteChecks` needs to know of one kind of record. */
export interface RecordKind<R extends { _id: string }> {
  /** The message of the 404 for an id no record of this kind has. */
  notFound: string;
  /** The message of a successful delete. */
  deleted: string;
  /** Adds a record as the file's signed-in user (Staff) and answers it. */
  add(): Promise<R>;
  /** A valid add or edit body, so that only the missing session can be the reason for a refusal. */
  body(record: R): object;
}

/**
 * The tests every kind of record passes alike (docs/product.md §3 and docs/screens.md §7), in a `describe` of
 * their own: ids no record has are 404 on read and delete, every route refuses a caller without a
 * session (401) and changes nothing for them, and only Managers and Admins delete. The file's
 * signed-in user must be Staff.
 */
export function recordRouteChecks<R extends { _id: string }>(
  t: PerTestApp & { readonly cookie: string },
  kindName: keyof typeof RECORD_ROUTES,
  kind: RecordKind<R>,
) {
  const routes = RECORD_ROUTES[kindName];
  const read = (id: string) => t.request('GET', routes.one(id), { cookie: t.cookie });

  describe('what every kind of record does', () => {
    it('answers 404 for an unknown or malformed id, on read and on delete', async () => {
      await expectUnknownIdsAre404(t, t.cookie, routes.one, kind.notFound);
      const { cookie: admin } = await t.signIn('Admin');
      for (const id of UNKNOWN_IDS) {
        const response = await t.request('DELETE', routes.remove(id), { cookie: admin });
        expect(response.statusCode, id).toBe(404);
      }
    });

    it('needs a session for every call, and changes nothing without one', async () => {
      const record = await kind.add();
      const before = okBody(await read(record._id));
      await expectSessionRequired(t, [
        { method: 'GET', url: routes.list },
        { method: 'GET', url: routes.one(record._id) },
        { method: 'POST', url: routes.add, payload: kind.body(record) },
        { method: 'PUT', url: routes.edit(record._id), payload: kind.body(record) },
        { method: 'DELETE', url: routes.remove(record._id) },
        { method: 'GET', url: routes.export },
      ]);
      expect(okBody(await read(record._id))).toEqual(before);
      expect(okBody(await t.request('GET', routes.list, { cookie: t.cookie }))).toHaveLength(1);
    });

    it('refuses a delete to Staff (403) and lets a Manager and an Admin delete', async () => {
      const [first, second] = [await kind.add(), await kind.add()];
      const staff = await t.request('DELETE', routes.remove(first._id), { cookie: t.cookie });
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ message: MESSAGES.forbidden });
      expect((await read(first._id)).statusCode).toBe(200);

      for (const [role, id] of [
        ['Manager', first._id],
        ['Admin', second._id],
      ] as const) {
        const { cookie } = await t.signIn(role);
        const response = await t.request('DELETE', routes.remove(id), { cookie });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: kind.deleted });
        expect((await read(id)).statusCode).toBe(404);
        expect((await t.request('DELETE', routes.remove(id), { cookie })).statusCode).toBe(404);
      }
    });
  });
}
