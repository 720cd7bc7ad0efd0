import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { PASSWORD_RESET_MESSAGES, RESET_CODE_TRIES } from '../../../shared/schemas/password-reset';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { answerJson, startTestGateway, type TestGateway } from '../reminders/sms/test-gateway';
import { MAX_FAILURES_PER_PAIR, MAX_RESET_REQUESTS_PER_EMAIL } from '../users/login-throttle';

// 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md), with the server's SMS going to a
// local Arkesel stand-in.

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function withGateway(): Promise<TestGateway> {
  const gateway = await startTestGateway((_request, response) =>
    answerJson(response, 200, { status: 'success', data: [{ recipient: '233241112233', id: 'm-1' }] }),
  );
  t = await createTestApp({
    SMS_PROVIDER: 'arkesel',
    SMS_API_KEY: 'test-key',
    SMS_SENDER_ID: 'PropMgr',
    SMS_API_URL: gateway.url,
    SMS_TIMEOUT_MS: '2000',
  });
  return gateway;
}

const forgot = (email: string) => t.request('POST', api.forgotPassword, { payload: { email } });
const reset = (email: string, code: string, password = 'a-brand-new-password') =>
  t.request('POST', api.resetPassword, { payload: { email, code, password } });
const signInWith = (email: string, password: string) =>
  t.request('POST', api.login, { payload: { email, password } });

/** The SMS the gateway has received so far, once `count` of them have arrived (they go after the answer). */
async function messages(gateway: TestGateway, count: number) {
  for (let waited = 0; gateway.received.length < count && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(gateway.received).toHaveLength(count);
  return gateway.received.map(
    (request) => JSON.parse(request.body) as { recipients: string[]; message: string },
  );
}

/** The code in the newest SMS. */
async function codeFrom(gateway: TestGateway, count: number): Promise<string> {
  const all = await messages(gateway, count);
  const code = /\b(\d{6})\b/.exec(all[count - 1]!.message)?.[1];
  if (!code) throw new Error(`no code in ${all[count - 1]!.message}`);
  return code;
}

const codeRows = (userId: string) =>
  t.handle.db.selectFrom('password_reset_codes').selectAll().where('user_id', '=', userId).execute();

async function user(): Promise<TestSession> {
  return t.signIn('Staff', { email: 'kojo@example.com', password: 'the-old-password' });
}

describe('password reset mode', () => {
  it("is 'admin' while SMS go nowhere (the log provider): both calls say to ask the administrator", async () => {
    t = await createTestApp();
    await user();
    expect((await t.request('GET', api.setup)).json()).toMatchObject({ passwordReset: 'admin' });
    for (const response of [await forgot('kojo@example.com'), await reset('kojo@example.com', '123456')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PASSWORD_RESET_MESSAGES.askAdmin);
    }
  });

  it("is 'sms' when SMS_PROVIDER names a real gateway", async () => {
    await withGateway();
    expect((await t.request('GET', api.setup)).json()).toMatchObject({ passwordReset: 'sms' });
  });
});

describe('POST /api/password/forgot and /api/password/reset', () => {
  it('sends a 6-digit code to the user’s phone; the code sets the new password once, ends every session and is audited', async () => {
    const gateway = await withGateway();
    const kojo = await user();
    const asked = await forgot('  Kojo@Example.com ');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.codeSent });
    const [sms] = await messages(gateway, 1);
    expect(sms!.recipients).toEqual(['233241112233']);
    expect(sms!.message).toMatch(
      /^Test business: your password reset code is \d{6}\. It expires in 10 minutes/,
    );
    const code = await codeFrom(gateway, 1);
    // Stored only hashed.
    const [row] = await codeRows(kojo.user._id);
    expect(row!.code_hash).toMatch(/^scrypt\$/);
    expect(row!.code_hash).not.toContain(code);

    const done = await reset('kojo@example.com', code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.passwordChanged });

    expect((await t.request('GET', api.profile, { cookie: kojo.cookie })).statusCode).toBe(401);
    expect((await signInWith('kojo@example.com', 'the-old-password')).statusCode).toBe(401);
    expect((await signInWith('kojo@example.com', 'a-brand-new-password')).statusCode).toBe(200);

    const again = await reset('kojo@example.com', code, 'yet-another-password');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.codeUsed);

    const events = await t.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_id', '=', kojo.user._id)
      .where('action', '=', 'update')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ account_id: t.accountId, actor_id: kojo.user._id, entity: 'user' });
    expect(JSON.parse(events[0]!.after!)).toMatchObject({ password: '(changed)' });
    expect(events[0]!.after).not.toContain('scrypt');
    // Six scrypt hashes and verifications: more than the default time on a busy machine.
  }, 60_000);

  it('reaches a phone stored as typed (the first Admin from ADMIN_PHONE) in its international form', async () => {
    const gateway = await withGateway();
    const kojo = await user();
    await t.handle.db
      .updateTable('users')
      .set({ phone: '024 111 2233' })
      .where('id', '=', kojo.user._id)
      .execute();
    await forgot('kojo@example.com');
    const [sms] = await messages(gateway, 1);
    expect(sms!.recipients).toEqual(['233241112233']);
  });

  it('refuses a new password the other screens would refuse', async () => {
    const gateway = await withGateway();
    await user();
    await forgot('kojo@example.com');
    const response = await reset('kojo@example.com', await codeFrom(gateway, 1), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Password must be at least 8 characters');
  });

  it('answers an unknown e-mail exactly as a known one, after comparable work, and sends nothing', async () => {
    const gateway = await withGateway();
    await user();
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email);
      return { ms: performance.now() - started, status: response.statusCode, body: response.json() };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 2; round++) {
      const a = await timed('kojo@example.com');
      const b = await timed(`nobody${round}@example.com`);
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    await messages(gateway, 2);
    // Both hash a code with scrypt: the unknown e-mail is not answered in a fraction of the time.
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(unknown)).toBeGreaterThan(mean(known) * 0.4);
    expect(mean(unknown)).toBeLessThan(mean(known) * 2.5);
    // A reset for an unknown e-mail is the same refusal as a wrong code.
    const refused = await reset('nobody0@example.com', '123456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PASSWORD_RESET_MESSAGES.codeWrong);
  });

  it(`locks a code after ${RESET_CODE_TRIES} wrong tries, even for the right code; a new code works`, {
    timeout: 60_000,
  }, async () => {
    const gateway = await withGateway();
    const kojo = await user();
    await forgot('kojo@example.com');
    const code = await codeFrom(gateway, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= RESET_CODE_TRIES; attempt++) {
      const response = await reset('kojo@example.com', wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PASSWORD_RESET_MESSAGES.codeWrong);
    }
    expect((await codeRows(kojo.user._id))[0]!.attempts).toBe(RESET_CODE_TRIES);
    const locked = await reset('kojo@example.com', code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(PASSWORD_RESET_MESSAGES.codeWrong);
    expect((await signInWith('kojo@example.com', 'the-old-password')).statusCode).toBe(200);

    await forgot('kojo@example.com');
    const fresh = await codeFrom(gateway, 2);
    expect((await reset('kojo@example.com', fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code with 410 and leaves the password as it was', async () => {
    const gateway = await withGateway();
    const kojo = await user();
    await forgot('kojo@example.com');
    const code = await codeFrom(gateway, 1);
    await t.handle.db
      .updateTable('password_reset_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', kojo.user._id)
      .execute();
    const response = await reset('kojo@example.com', code);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(PASSWORD_RESET_MESSAGES.codeExpired);
    expect((await signInWith('kojo@example.com', 'the-old-password')).statusCode).toBe(200);
    expect((await t.request('GET', api.profile, { cookie: kojo.cookie })).statusCode).toBe(200);
  });

  it('throttles code requests per e-mail like sign-in, without locking the user out of signing in', async () => {
    const gateway = await withGateway();
    await user();
    for (let request = 0; request < MAX_RESET_REQUESTS_PER_EMAIL; request++) {
      expect((await forgot('kojo@example.com')).statusCode).toBe(200);
    }
    const blocked = await forgot('kojo@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(PASSWORD_RESET_MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await messages(gateway, MAX_RESET_REQUESTS_PER_EMAIL);
    expect((await signInWith('kojo@example.com', 'the-old-password')).statusCode).toBe(200);
  });

  it('lets the user sign in at once after a reset, from the address their failures came from', async () => {
    const gateway = await withGateway();
    await user();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1) {
      expect((await signInWith('kojo@example.com', 'a-forgotten-password')).statusCode).toBe(401);
    }
    expect((await signInWith('kojo@example.com', 'the-old-password')).statusCode).toBe(429);
    expect((await forgot('kojo@example.com')).statusCode).toBe(200);
    expect((await reset('kojo@example.com', await codeFrom(gateway, 1))).statusCode).toBe(200);
    expect((await signInWith('kojo@example.com', 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('leaves another business’s users, sessions and activity log alone', async () => {
    const gateway = await withGateway();
    const kojo = await user();
    const otherAccount = await t.newAccount('Other business');
    const other = await t.signIn('Admin', { accountId: otherAccount, password: 'other-password-1' });
    await forgot('kojo@example.com');
    expect((await reset('kojo@example.com', await codeFrom(gateway, 1))).statusCode).toBe(200);

    expect((await t.request('GET', api.profile, { cookie: kojo.cookie })).statusCode).toBe(401);
    expect((await t.request('GET', api.profile, { cookie: other.cookie })).statusCode).toBe(200);
    expect((await signInWith(other.user.email, 'other-password-1')).statusCode).toBe(200);
    const otherEvents = await t.handle.db
      .selectFrom('audit_events')
      .select('id')
      .where('account_id', '=', otherAccount)
      .where('action', '=', 'update')
      .execute();
    expect(otherEvents).toEqual([]);
  });
});
