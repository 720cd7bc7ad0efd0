import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { legacyHash } from '../../test/legacy-hash';
import { createTestApp, freshAppForEachTest, sessionCookie } from '../../test/test-app';
import {
  EMAIL_DELAY_CAP_SECONDS,
  EMAIL_FAILURES_BEFORE_DELAY,
  emailDelaySeconds,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
} from '../users/login-throttle';

const t = freshAppForEachTest();

const setupBody = {
  name: 'Ama Owusu',
  email: 'Ama@Example.com',
  phone: '024 111 2233',
  password: 'a-strong-password',
  confirmPassword: 'a-strong-password',
};

describe('first-run setup', () => {
  it('is needed while no user exists, creates one Admin, signs them in, and then refuses', async () => {
    const before = await t.app.inject({ method: 'GET', url: api.setup });
    expect(before.json()).toEqual({ needed: true, signup: false, passwordReset: 'admin' });

    const created = await t.app.inject({ method: 'POST', url: api.setup, payload: setupBody });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Ama Owusu',
      email: 'ama@example.com',
      phone: '+233241112233',
    });
    expect(created.json().role).toBe('Admin');
    expect(created.json()).not.toHaveProperty('password');
    expect(created.json()).not.toHaveProperty('password_hash');

    const profile = await t.app.inject({
      method: 'GET',
      url: api.profile,
      headers: { cookie: sessionCookie(created) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('ama@example.com');

    expect((await t.app.inject({ method: 'GET', url: api.setup })).json()).toEqual({
      needed: false,
      signup: false,
      passwordReset: 'admin',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: api.setup,
      payload: { ...setupBody, email: 'x@y.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.setupDone);
  });

  it('creates exactly one Admin when two setups race', async () => {
    const results = await Promise.all([
      t.app.inject({ method: 'POST', url: api.setup, payload: setupBody }),
      t.app.inject({ method: 'POST', url: api.setup, payload: { ...setupBody, email: 'kofi@example.com' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const count = await t.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('validates every field with a clear message and creates nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.setup,
      payload: { ...setupBody, phone: '12', password: 'short', confirmPassword: 'other' },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['phone', 'password']));
    expect((await t.app.inject({ method: 'GET', url: api.setup })).json()).toEqual({
      needed: true,
      signup: false,
      passwordReset: 'admin',
    });
  });

  it('refuses mismatched passwords', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.setup,
      payload: { ...setupBody, confirmPassword: 'different-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Passwords do not match');
  });

  it('is refused once any user exists', async () => {
    await t.signIn('Staff');
    const response = await t.app.inject({ method: 'POST', url: api.setup, payload: setupBody });
    expect(response.statusCode).toBe(409);
  });
});

describe('login, profile and logout', () => {
  it('signs in with any letter case of the email and sets a safe session cookie', async () => {
    const { user, password } = await t.signIn('Manager', { email: 'kwame@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: 'KWAME@example.com', password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, account: { _id: t.accountId, name: 'Test business' } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const token = response.cookies[0]?.value ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('replaces a hash made at the older cost on sign-in, leaving updated_at alone', async () => {
    const { user, password } = await t.signIn('Staff');
    const old = legacyHash(password);
    await t.handle.db.updateTable('users').set({ password_hash: old }).where('id', '=', user._id).execute();
    const before = await t.handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();

    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(200);
    const after = await t.handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe(old);
    expect(after.password_hash).toMatch(/^scrypt\$32768\$/);
    expect(after.updated_at).toBe(before.updated_at);
    const again = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: user.email, password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const { password, user } = await secure.signIn('Staff');
      const response = await secure.app.inject({
        method: 'POST',
        url: api.login,
        payload: { email: user.email, password },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const { user } = await t.signIn('Staff');
    const wrong = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.loginFailed);
  });

  it('validates the login body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('returns the profile of the signed-in user and 401 without a session', async () => {
    const { user, cookie } = await t.signIn('Staff');
    const profile = await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie } });
    expect(profile.json()).toEqual({
      ...user,
      timezone: 'Africa/Accra',
      account: { _id: t.accountId, name: 'Test business' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: api.profile });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.notSignedIn });
    const forged = await t.app.inject({
      method: 'GET',
      url: api.profile,
      headers: { cookie: 'pm_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logout ends the session in the database', async () => {
    const { cookie } = await t.signIn('Staff');
    const out = await t.app.inject({ method: 'POST', url: api.logout, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: MESSAGES.loggedOut });
    const after = await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const sessions = await t.handle.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('logout without a session still answers 200', async () => {
    const out = await t.app.inject({ method: 'POST', url: api.logout });
    expect(out.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await t.signIn('Staff');
    const token = cookie.split('=')[1];
    const rows = await t.handle.db.selectFrom('sessions').select('id').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
  });

  it('expires a session that has been idle for more than 7 days', async () => {
    const { cookie } = await t.signIn('Staff');
    await t.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: api.profile, headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the session across an app restart on the same database', async () => {
    const { cookie, user } = await t.signIn('Staff');
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: t.config, db: t.handle.db, engine: t.handle.engine });
    try {
      const response = await second.inject({ method: 'GET', url: api.profile, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()._id).toBe(user._id);
    } finally {
      await second.close();
    }
  });
});

describe('throttling', () => {
  it('answers 429 after repeated failures for one email, even with the right password', async () => {
    const { user, password } = await t.signIn('Staff');
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: api.login,
        payload: { email: user.email, password: 'wrong-pass' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: user.email, password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(retryAfter(blocked)).toBeGreaterThan(14 * 60);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(15 * 60);
    // Another account from another address is not affected.
    const other = await t.signIn('Staff');
    const ok = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: other.user.email, password: other.password },
      remoteAddress: '10.0.0.9',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a successful sign-in clears the count for that email', async () => {
    const { user, password } = await t.signIn('Staff');
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: api.login,
        payload: { email: user.email, password: 'wrong-pass' },
      });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: api.login, payload: { email: user.email, password } }))
        .statusCode,
    ).toBe(200);
    const next = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: user.email, password: 'wrong-pass' },
    });
    expect(next.statusCode).toBe(401);
  });
});

/** A sign-in from `address` (light-my-request's default is 127.0.0.1). */
const login = (email: string, password: string, address = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: api.login, payload: { email, password }, remoteAddress: address });

/** The seconds of a 429's `Retry-After` (NaN when it has none). */
function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['retry-after']);
}

/** Moves every counted failure `seconds` into the past, as if that time had gone by. */
async function age(seconds: number) {
  const rows = await t.handle.db.selectFrom('login_failures').select(['id', 'failed_at']).execute();
  for (const row of rows) {
    const failedAt = new Date(Date.parse(row.failed_at) - seconds * 1000).toISOString();
    await t.handle.db
      .updateTable('login_failures')
      .set({ failed_at: failedAt })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('throttling checked and counted in one step (docs/decisions/109-sign-in-throttle.md)', () => {
  it('lets at most 5 of 50 wrong passwords sent at once for one e-mail be tried', async () => {
    const { user, password } = await t.signIn('Staff');
    const replies = await Promise.all(Array.from({ length: 50 }, () => login(user.email, 'wrong-pass')));
    const tried = replies.filter((reply) => reply.statusCode !== 429);
    expect(tried.map((reply) => reply.statusCode)).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
    for (const reply of replies.filter((each) => each.statusCode === 429)) {
      expect(retryAfter(reply)).toBeGreaterThan(0);
    }
    // Five failures were counted for the pair: the right password from the same address waits too.
    expect((await login(user.email, password)).statusCode).toBe(429);
  });

  it('holds over real HTTP connections too', async () => {
    const { user } = await t.signIn('Staff');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await fetch(`${base}${api.login}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: 'wrong-pass' }),
        });
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 429)).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
  });

  it('lets the owner in from another address while the attacker’s address is throttled', async () => {
    const { user, password } = await t.signIn('Staff');
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
      expect((await login(user.email, 'wrong-pass', '10.0.0.66')).statusCode).toBe(401);
    }
    const attacker = await login(user.email, password, '10.0.0.66');
    expect(attacker.statusCode).toBe(429);
    expect(retryAfter(attacker)).toBeGreaterThan(0);
    expect((await login(user.email, password, '10.0.0.7')).statusCode).toBe(200);
    // The owner's success does not free the attacker's address.
    expect((await login(user.email, 'wrong-pass', '10.0.0.66')).statusCode).toBe(429);
  });

  it('throttles an address that tries many e-mails, and only that address', async () => {
    const { user, password } = await t.signIn('Staff');
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect((await login(`nobody${i}@example.com`, 'wrong-pass', '10.0.0.66')).statusCode).toBe(401);
    }
    const blocked = await login(user.email, password, '10.0.0.66');
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(14 * 60);
    expect((await login(user.email, password, '10.0.0.7')).statusCode).toBe(200);
  });

  it('slows an e-mail tried from many addresses down, and lets the owner in once the delay has passed', async () => {
    const { user, password } = await t.signIn('Staff');
    // Two addresses spend their pair's 5 failures: the e-mail reaches its threshold of 10.
    for (const address of ['10.0.1.1', '10.0.1.2']) {
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
        expect((await login(user.email, 'wrong-pass', address)).statusCode).toBe(401);
      }
    }
    // From here one try per growing delay, from whichever address: 1 s, then 2 s, then 4 s.
    let failures = EMAIL_FAILURES_BEFORE_DELAY;
    for (const address of ['10.0.1.3', '10.0.1.4', '10.0.1.5']) {
      const early = await login(user.email, 'wrong-pass', address);
      expect(early.statusCode).toBe(429);
      expect(retryAfter(early)).toBe(emailDelaySeconds(failures));
      await age(emailDelaySeconds(failures));
      expect((await login(user.email, 'wrong-pass', address)).statusCode).toBe(401);
      failures += 1;
    }
    // The owner, from a fresh address, waits the current delay (seconds, not 15 minutes) and gets in.
    const owner = await login(user.email, password, '10.0.2.1');
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBe(8);
    await age(8);
    expect((await login(user.email, password, '10.0.2.1')).statusCode).toBe(200);
    // The owner's sign-in started the e-mail's count again: no delay for the next try.
    expect((await login(user.email, 'wrong-pass', '10.0.2.2')).statusCode).toBe(401);
  });

  it('never makes the e-mail wait more than the cap, however many failures', async () => {
    expect(emailDelaySeconds(EMAIL_FAILURES_BEFORE_DELAY - 1)).toBe(0);
    expect(emailDelaySeconds(EMAIL_FAILURES_BEFORE_DELAY)).toBe(1);
    expect(emailDelaySeconds(EMAIL_FAILURES_BEFORE_DELAY + 5)).toBe(32);
    expect(emailDelaySeconds(10_000)).toBe(EMAIL_DELAY_CAP_SECONDS);
    const { user, password } = await t.signIn('Staff');
    const at = new Date(Date.now() - 1000).toISOString();
    // 200 failures of the e-mail from 200 addresses, the latest a second ago.
    await t.handle.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: 200 }, (_, i) => ({ id: `f${i}`, key: `email:${user.email}`, failed_at: at })),
      )
      .execute();
    const owner = await login(user.email, password, '10.0.3.1');
    expect(owner.statusCode).toBe(429);
    expect(retryAfter(owner)).toBe(EMAIL_DELAY_CAP_SECONDS - 1);
    await age(EMAIL_DELAY_CAP_SECONDS);
    expect((await login(user.email, password, '10.0.3.1')).statusCode).toBe(200);
  });
});
