import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { SIGNUP_MESSAGES } from '../../../shared/schemas/setup';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { MAX_SIGNUP_FAILURES_PER_ADDRESS } from '../users/login-throttle';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const signup = {
  businessName: 'Asante Properties',
  name: 'Kofi Asante',
  email: 'kofi@asante.example',
  phone: '024 111 2233',
  password: 'a-strong-password',
  confirmPassword: 'a-strong-password',
};

const signUp = (payload: unknown, remoteAddress = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: api.signup, payload: payload as object, remoteAddress });

const rowCounts = async () => ({
  accounts: (await t.handle.db.selectFrom('accounts').select('id').execute()).length,
  users: (await t.handle.db.selectFrom('users').select('id').execute()).length,
});

describe('POST /api/signup while sign-up is open', () => {
  it('creates the business and its Admin, signs them in, and shows the business in the profile', async () => {
    t = await createTestApp({ SIGNUP: 'open' });
    expect((await t.app.inject({ method: 'GET', url: api.setup })).json()).toEqual({
      needed: true,
      signup: true,
      passwordReset: 'admin',
    });

    const response = await signUp(signup);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Kofi Asante',
      email: 'kofi@asante.example',
      phone: '+233241112233',
      role: 'Admin',
      account: { name: 'Asante Properties' },
    });
    expect(response.body).not.toMatch(/password/i);
    const profile = await t.app.inject({
      method: 'GET',
      url: api.profile,
      headers: { cookie: sessionCookie(response) },
    });
    expect(profile.json()).toEqual(created);

    // The new Admin sees only their own business: no user of the test account, none of its data.
    const users = await t.app.inject({
      method: 'GET',
      url: api.users,
      headers: { cookie: sessionCookie(response) },
    });
    expect(users.json().map((user: { email: string }) => user.email)).toEqual(['kofi@asante.example']);

    // Recorded as the new Admin's own doing: the business and the user.
    const events = await t.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('account_id', '=', created.account._id)
      .orderBy('at')
      .execute();
    expect(events.map((event) => [event.action, event.entity, event.actor_id])).toEqual([
      ['create', 'business', created._id],
      ['create', 'user', created._id],
    ]);
  });

  it('names every missing or bad field with 400 and creates nothing', async () => {
    t = await createTestApp({ SIGNUP: 'open' });
    const before = await rowCounts();
    const response = await signUp({ ...signup, businessName: ' ', email: 'not-an-email', phone: '12' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['businessName', 'email', 'phone']);
    const mismatch = await signUp({ ...signup, confirmPassword: 'something-else' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
    const short = await signUp({ ...signup, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 for an e-mail any account already uses, in any letter case, and creates nothing', async () => {
    t = await createTestApp({ SIGNUP: 'open' });
    const existing = await t.signIn('Staff');
    const before = await rowCounts();
    const response = await signUp({ ...signup, email: existing.user.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(USER_MESSAGES.duplicateEmail);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 429 after repeated failures from one address, and never counts a success', async () => {
    t = await createTestApp({ SIGNUP: 'open' });
    for (let i = 0; i < 3; i += 1) {
      const ok = await signUp({ ...signup, email: `owner${i}@example.com` }, '10.2.2.2');
      expect(ok.statusCode).toBe(200);
    }
    for (let i = 0; i < MAX_SIGNUP_FAILURES_PER_ADDRESS; i += 1) {
      expect((await signUp({ ...signup, email: 'bad' }, '10.2.2.2')).statusCode).toBe(400);
    }
    const blocked = await signUp({ ...signup, email: 'late@example.com' }, '10.2.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SIGNUP_MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await signUp({ ...signup, email: 'other@example.com' }, '10.3.3.3')).statusCode).toBe(200);
  });
});

describe('POST /api/signup while sign-up is closed (the default)', () => {
  it('answers 403 and creates nothing', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: api.setup })).json().signup).toBe(false);
    const before = await rowCounts();
    const response = await signUp(signup);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: SIGNUP_MESSAGES.closed });
    expect(await rowCounts()).toEqual(before);
  });
});
