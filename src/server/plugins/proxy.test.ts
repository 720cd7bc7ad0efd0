// TRUST_PROXY (docs/decisions/107-trust-proxy.md) and the first-run setup's own-machine rule
// (docs/decisions/108-first-run-from-afar.md), through app.inject: its remoteAddress is the peer the
// server sees (the proxy, or a client reaching the server directly), its headers what that peer sent.
import { randomBytes } from 'node:crypto';
import Fastify, { type InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import { api } from '../../shared/paths';
import { SIGNUP_MESSAGES } from '../../shared/schemas/setup';
import { loadConfig } from '../config/config';
import { MAX_FAILURES_PER_ADDRESS, MAX_SIGNUP_FAILURES_PER_ADDRESS } from '../modules/users/login-throttle';
import { createTestApp, type TestApp } from '../test/test-app';
import { fastifyTrustProxy, isLoopbackAddress, isLoopbackName } from './proxy';

/** Runs `test` on an app started with `env`, closed after it. */
async function withApp(env: NodeJS.ProcessEnv, test: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(env);
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

/** An email nobody has used: the per-email count never comes into play (only the address's does). */
const freshEmail = () => `nobody.${randomBytes(4).toString('hex')}@example.com`;

function wrongSignIn(t: TestApp, headers: InjectOptions['headers'], remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: api.login,
    headers,
    remoteAddress,
    payload: { email: freshEmail(), password: 'not-the-password' },
  });
}

/** A sign-up the server refuses (no fields): it counts against the address. */
function badSignUp(t: TestApp, headers: InjectOptions['headers'], remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: api.signup, headers, remoteAddress, payload: {} });
}

const from = (address: string) => ({ 'x-forwarded-for': address });

/** Each failed sign-in costs a scrypt on purpose: 20 and more of them take long on a busy machine. */
const SCRYPT_TIMEOUT_MS = 60_000;

describe('sign-in throttle per client address', () => {
  it(
    'with TRUST_PROXY set, counts each X-Forwarded-For address apart',
    async () => {
      await withApp({ TRUST_PROXY: '127.0.0.1' }, async (t) => {
        for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
          expect((await wrongSignIn(t, from('203.0.113.10'))).statusCode).toBe(401);
        }
        const blocked = await wrongSignIn(t, from('203.0.113.10'));
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
        // Another client behind the same proxy still has its tries, and signs in.
        expect((await wrongSignIn(t, from('198.51.100.20'))).statusCode).toBe(401);
        const { user, password } = await t.signIn('Staff');
        const signedIn = await t.app.inject({
          method: 'POST',
          url: api.login,
          headers: from('198.51.100.20'),
          payload: { email: user.email, password },
        });
        expect(signedIn.statusCode).toBe(200);
      });
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'unset, ignores X-Forwarded-For: every client of one peer shares its count',
    async () => {
      await withApp({}, async (t) => {
        for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
          expect((await wrongSignIn(t, from('203.0.113.10'))).statusCode).toBe(401);
        }
        expect((await wrongSignIn(t, from('198.51.100.20'))).statusCode).toBe(429);
        expect((await wrongSignIn(t, {})).statusCode).toBe(429);
      });
    },
    SCRYPT_TIMEOUT_MS,
  );
});

describe('sign-up throttle per client address', () => {
  it('with TRUST_PROXY set, counts each X-Forwarded-For address apart', async () => {
    await withApp({ SIGNUP: 'open', TRUST_PROXY: '127.0.0.0/8,::1' }, async (t) => {
      for (let i = 0; i < MAX_SIGNUP_FAILURES_PER_ADDRESS; i += 1) {
        expect((await badSignUp(t, from('203.0.113.10'))).statusCode).toBe(400);
      }
      const blocked = await badSignUp(t, from('203.0.113.10'));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(SIGNUP_MESSAGES.tooManyAttempts);
      expect((await badSignUp(t, from('198.51.100.20'))).statusCode).toBe(400);
    });
  });

  it('unset, ignores X-Forwarded-For', async () => {
    await withApp({ SIGNUP: 'open' }, async (t) => {
      for (let i = 0; i < MAX_SIGNUP_FAILURES_PER_ADDRESS; i += 1) {
        expect((await badSignUp(t, from('203.0.113.10'))).statusCode).toBe(400);
      }
      expect((await badSignUp(t, from('198.51.100.20'))).statusCode).toBe(429);
    });
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    await withApp({ SIGNUP: 'open', TRUST_PROXY: '10.0.0.1' }, async (t) => {
      for (let i = 0; i < MAX_SIGNUP_FAILURES_PER_ADDRESS; i += 1) {
        expect((await badSignUp(t, from(`203.0.113.${i}`), '192.0.2.50')).statusCode).toBe(400);
      }
      // A client reaching the server directly cannot make itself a new address.
      expect((await badSignUp(t, from('198.51.100.20'), '192.0.2.50')).statusCode).toBe(429);
      // The proxy's clients are counted apart from it.
      expect((await badSignUp(t, from('192.0.2.50'), '10.0.0.1')).statusCode).toBe(429);
      expect((await badSignUp(t, from('198.51.100.20'), '10.0.0.1')).statusCode).toBe(400);
    });
  });

  it('with TRUST_PROXY=true believes one hop: an address the client adds in front is not its own', async () => {
    await withApp({ SIGNUP: 'open', TRUST_PROXY: 'true' }, async (t) => {
      for (let i = 0; i < MAX_SIGNUP_FAILURES_PER_ADDRESS; i += 1) {
        expect((await badSignUp(t, from(`203.0.113.${i}, 198.51.100.7`))).statusCode).toBe(400);
      }
      expect((await badSignUp(t, from('192.0.2.99, 198.51.100.7'))).statusCode).toBe(429);
      expect((await badSignUp(t, from('198.51.100.8'))).statusCode).toBe(400);
    });
  });

  it('with TRUST_PROXY=2 believes two hops', async () => {
    await withApp({ SIGNUP: 'open', TRUST_PROXY: '2' }, async (t) => {
      for (let i = 0; i < MAX_SIGNUP_FAILURES_PER_ADDRESS; i += 1) {
        expect((await badSignUp(t, from(`192.0.2.${i}, 203.0.113.5, 10.0.0.2`))).statusCode).toBe(400);
      }
      expect((await badSignUp(t, from('192.0.2.99, 203.0.113.5, 10.0.0.2'))).statusCode).toBe(429);
      expect((await badSignUp(t, from('192.0.2.1, 203.0.113.6, 10.0.0.2'))).statusCode).toBe(400);
    });
  });
});

describe('the session cookie behind a proxy', () => {
  async function cookieOf(t: TestApp, headers: InjectOptions['headers'], remoteAddress = '127.0.0.1') {
    const { user, password } = await t.signIn('Staff');
    const response = await t.app.inject({
      method: 'POST',
      url: api.login,
      headers,
      remoteAddress,
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']);
  }

  it('with TRUST_PROXY set, is Secure when the request came over HTTPS, and only then', async () => {
    await withApp({ TRUST_PROXY: '127.0.0.1' }, async (t) => {
      expect(await cookieOf(t, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
      expect(await cookieOf(t, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
      expect(await cookieOf(t, {})).not.toMatch(/Secure/);
      // From a peer that is not the proxy, the header is not believed.
      expect(await cookieOf(t, { 'x-forwarded-proto': 'https' }, '192.0.2.50')).not.toMatch(/Secure/);
    });
  });

  it('unset, ignores X-Forwarded-Proto; COOKIE_SECURE=true still makes it Secure', async () => {
    await withApp({}, async (t) => {
      expect(await cookieOf(t, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    });
    await withApp({ COOKIE_SECURE: 'true', TRUST_PROXY: '127.0.0.1' }, async (t) => {
      expect(await cookieOf(t, { 'x-forwarded-proto': 'http' })).toMatch(/; Secure/);
    });
  });
});

describe('the cross-site check behind a proxy', () => {
  /** A write any visitor may send (sign out), from a page at `origin`. */
  const signOut = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: api.logout, headers, remoteAddress });
  const proxied = {
    host: '127.0.0.1:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'pm.example.com',
  };

  it('with TRUST_PROXY set, compares the Origin with the forwarded protocol and host', async () => {
    await withApp({ TRUST_PROXY: '127.0.0.1' }, async (t) => {
      expect((await signOut(t, { ...proxied, origin: 'https://pm.example.com' })).statusCode).toBe(200);
      const own = await signOut(t, { ...proxied, origin: 'http://127.0.0.1:3000' });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(MESSAGES.badOrigin);
      expect((await signOut(t, { ...proxied, origin: 'https://evil.example' })).statusCode).toBe(403);
      // Without X-Forwarded-Host, the Host the proxy passed on is the public one.
      const passedHost = { host: 'pm.example.com:8443', 'x-forwarded-proto': 'https' };
      expect((await signOut(t, { ...passedHost, origin: 'https://pm.example.com:8443' })).statusCode).toBe(
        200,
      );
      expect((await signOut(t, { ...passedHost, origin: 'http://pm.example.com:8443' })).statusCode).toBe(
        403,
      );
      // A peer that is not the proxy is held to its own protocol and Host.
      expect(
        (await signOut(t, { ...proxied, origin: 'https://pm.example.com' }, '192.0.2.50')).statusCode,
      ).toBe(403);
      expect(
        (await signOut(t, { ...proxied, origin: 'http://127.0.0.1:3000' }, '192.0.2.50')).statusCode,
      ).toBe(200);
    });
  });

  it("unset, keeps today's rule: the server's own protocol and Host", async () => {
    await withApp({}, async (t) => {
      expect((await signOut(t, { ...proxied, origin: 'https://pm.example.com' })).statusCode).toBe(403);
      expect((await signOut(t, { ...proxied, origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
      expect((await signOut(t, { host: 'pm.example.com', origin: 'http://pm.example.com' })).statusCode).toBe(
        200,
      );
    });
  });
});

describe('first-run setup on a fresh install', () => {
  const setupBody = {
    name: 'Ama Owusu',
    email: 'ama@example.com',
    phone: '024 111 2233',
    password: 'a-strong-password',
    confirmPassword: 'a-strong-password',
  };
  const setUp = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: api.setup, headers, remoteAddress, payload: setupBody });

  async function expectRefused(t: TestApp, headers: Record<string, string>, remoteAddress?: string) {
    const response = await setUp(t, headers, remoteAddress);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.setupFromAfar);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: api.setup })).json().needed).toBe(true);
  }

  it('is accepted from this machine by a loopback name', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      await withApp({}, async (t) => {
        expect((await setUp(t, { host })).statusCode).toBe(200);
      });
    }
    await withApp({}, async (t) => {
      expect((await setUp(t, { host: '[::1]:3000' }, '::1')).statusCode).toBe(200);
    });
  });

  it('is refused from another machine, or through a rebinding name, while HOST is not set', async () => {
    await withApp({}, async (t) => {
      await expectRefused(t, { host: 'localhost:3000' }, '192.168.1.20');
      await expectRefused(t, { host: 'rebind.example:3000', origin: 'http://rebind.example:3000' });
      // A page on a rebinding name can send X-Forwarded-* but not another Host.
      await expectRefused(t, { host: 'rebind.example:3000', 'x-forwarded-host': 'localhost' });
    });
    // HOST set to a loopback address opens the server to nobody else: the rule stays.
    await withApp({ HOST: '127.0.0.1' }, async (t) => {
      await expectRefused(t, { host: 'rebind.example:3000' });
    });
  });

  it('behind a trusted proxy, is accepted only when the client and the names it used are loopback ones', async () => {
    await withApp({ TRUST_PROXY: '127.0.0.1' }, async (t) => {
      await expectRefused(t, { host: 'pm.example.com', ...from('203.0.113.7') });
      await expectRefused(t, {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'pm.example.com',
        ...from('127.0.0.1'),
      });
      await expectRefused(t, {
        host: 'rebind.example:3000',
        'x-forwarded-host': 'localhost',
        ...from('127.0.0.1'),
      });
      expect((await setUp(t, { host: 'localhost', ...from('127.0.0.1') })).statusCode).toBe(200);
    });
  });

  it('is accepted from anywhere when HOST is set to an address other machines reach', async () => {
    await withApp({ HOST: '0.0.0.0' }, async (t) => {
      expect((await setUp(t, { host: '192.168.1.5:3000' }, '192.168.1.20')).statusCode).toBe(200);
    });
  });

  it('once a user exists, answers as before: the administrator exists', async () => {
    await withApp({}, async (t) => {
      await t.signIn('Staff');
      const response = await setUp(t, { host: 'pm.example.com' }, '192.168.1.20');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.setupDone);
    });
  });
});

describe('TRUST_PROXY to Fastify', () => {
  it.each([
    'true',
    '3',
    '127.0.0.1',
    '10.0.0.0/8, 192.168.1.0/24',
    '::1,fd00::/8',
    '::ffff:10.0.0.0/104',
    'fe80::1%eth0',
  ])('every value the configuration accepts starts the server: %s', async (value) => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).trustProxy) });
    await app.ready();
    await app.close();
  });
});

describe('loopback addresses and names', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['localhost', true],
    ['LocalHost', true],
    ['pm.localhost', true],
    ['[::1]', true],
    ['127.0.0.1', true],
    ['localhost.example.com', false],
    ['rebind.example', false],
    ['0.0.0.0', false],
    ['', false],
  ])('the name %s is loopback: %s', (name, loopback) => {
    expect(isLoopbackName(name)).toBe(loopback);
  });
});
