import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import type { TestApp } from './test-app';

/** Ids every record endpoint must answer with 404: unknown ones and ones no database would accept. */
export async function expectUnknownIdsAre404(
  t: TestApp,
  cookie: string,
  url: (id: string) => string,
  ids: string[],
  message: string,
) {
  for (const id of ids) {
    const response = await t.app.inject({ method: 'GET', url: url(id), headers: { cookie } });
    expect(response.statusCode, id).toBe(404);
    expect(response.json()).toEqual({ message });
  }
}

/**
 * Every call, sent without a session (no Cookie header, and an empty one), is answered 401 with
 * the not-signed-in message.
 */
export async function expectSessionRequired(t: TestApp, calls: readonly InjectOptions[]) {
  for (const call of calls) {
    for (const headers of [{}, { cookie: '' }]) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.notSignedIn });
    }
  }
}

/**
 * Delete is Admin and Manager only: Staff is refused (403) and the record stays; then a Manager
 * deletes `ids[0]` and an Admin `ids[1]`, each answered with `message`, after which the record
 * reads 404 and deleting it again is 404.
 */
export async function expectDeleteForManagerAndAdminOnly(
  t: TestApp,
  staffCookie: string,
  paths: { remove: (id: string) => string; read: (id: string) => string },
  ids: [string, string],
  message: string,
) {
  const staff = await t.app.inject({
    method: 'DELETE',
    url: paths.remove(ids[0]),
    headers: { cookie: staffCookie },
  });
  expect(staff.statusCode).toBe(403);
  expect(staff.json()).toEqual({ message: MESSAGES.forbidden });
  const kept = await t.app.inject({
    method: 'GET',
    url: paths.read(ids[0]),
    headers: { cookie: staffCookie },
  });
  expect(kept.statusCode).toBe(200);

  for (const [role, id] of [
    ['Manager', ids[0]],
    ['Admin', ids[1]],
  ] as const) {
    const { cookie } = await t.signIn(role);
    const response = await t.app.inject({ method: 'DELETE', url: paths.remove(id), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message });
    const gone = await t.app.inject({ method: 'GET', url: paths.read(id), headers: { cookie: staffCookie } });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: paths.remove(id), headers: { cookie } });
    expect(again.statusCode).toBe(404);
  }
}
