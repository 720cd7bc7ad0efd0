import { expect } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import { okBody } from './api-checks';
import type { PerTestApp } from './test-app';

/** A test file's app with a user signed in for the whole file (`freshAppForEachTest(role)`). */
type SignedInApp = Pick<PerTestApp, 'request' | 'signIn'> & { readonly cookie: string };

/** GET, POST, PUT and DELETE as the file's signed-in user, or as the user of the cookie `as`. */
export function signedInRequests(t: SignedInApp) {
  return {
    get: (url: string, as = t.cookie) => t.request('GET', url, { cookie: as }),
    post: (url: string, payload: unknown, as = t.cookie) => t.request('POST', url, { cookie: as, payload }),
    put: (url: string, payload: unknown, as = t.cookie) => t.request('PUT', url, { cookie: as, payload }),
    del: (url: string, as = t.cookie) => t.request('DELETE', url, { cookie: as }),
  };
}

/**
 * Deleting is for Managers and Admins: the file's Staff user is refused `first`; a Manager deletes
 * `first` and an Admin `second`, each answered `deleted`, and a second delete of either is a 404.
 */
export async function expectOnlyManagersAndAdminsDelete(
  t: SignedInApp,
  urlOf: (id: string) => string,
  [first, second]: readonly [string, string],
  deleted: string,
) {
  const { del } = signedInRequests(t);
  const refused = await del(urlOf(first));
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: MESSAGES.forbidden });
  for (const [role, id] of [
    ['Manager', first],
    ['Admin', second],
  ] as const) {
    const { cookie } = await t.signIn(role);
    expect(okBody(await del(urlOf(id), cookie))).toEqual({ message: deleted });
    expect((await del(urlOf(id), cookie)).statusCode).toBe(404);
  }
}
