import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
    expect(config.sms).toEqual({ provider: 'log', timeoutMs: 10000 });
    expect(config.reminderTime).toBe('07:00');
    expect(config.trustProxy).toBeUndefined();
    expect(config.hostExplicit).toBe(false);
  });

  it('reads TRUST_PROXY as hops or as addresses and ranges (decision 107)', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual({ addresses: ['127.0.0.1'] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it('tells a HOST that was set from the default one (decision 108)', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).hostExplicit).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).hostExplicit).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/pm',
      DATABASE_URL: 'postgres://u@db:5432/pm',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'long-enough',
      COOKIE_SECURE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/pm',
      databaseUrl: 'postgres://u@db:5432/pm',
      admin: { email: 'owner@example.com', password: 'long-enough', name: 'Administrator' },
      cookieSecure: true,
    });
  });

  it('stores ADMIN_PHONE as +233… and refuses one that is not a phone', () => {
    const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'long-enough' };
    expect(loadConfig({ ...admin, ADMIN_PHONE: '024 411 2233' }).admin?.phone).toBe('+233244112233');
    expect(loadConfig(admin).admin?.phone).toBe('');
    expect(() => loadConfig({ ...admin, ADMIN_PHONE: 'call me' })).toThrow(ConfigError);
  });

  it('reads the SMS and reminder variables', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'hubtel',
      SMS_CLIENT_ID: 'qoohqvcp',
      SMS_CLIENT_SECRET: 'sgrorne',
      SMS_SENDER_ID: 'Abrantie Co',
      SMS_API_URL: 'https://smsc.hubtel.com',
      SMS_TIMEOUT_MS: '5000',
      REMINDER_TIME: '18:30',
    });
    expect(config.sms).toEqual({
      provider: 'hubtel',
      clientId: 'qoohqvcp',
      clientSecret: 'sgrorne',
      senderId: 'Abrantie Co',
      apiUrl: 'https://smsc.hubtel.com',
      timeoutMs: 5000,
    });
    expect(config.reminderTime).toBe('18:30');
    expect(
      loadConfig({ SMS_PROVIDER: 'arkesel', SMS_API_KEY: 'key', SMS_SENDER_ID: 'Abrantie' }).sms,
    ).toEqual({
      provider: 'arkesel',
      apiKey: 'key',
      senderId: 'Abrantie',
      timeoutMs: 10000,
    });
    expect(loadConfig({ SMS_PROVIDER: '' }).sms.provider).toBe('log');
  });

  it('reads the online payments variables (docs/collect.md §2), defaulting to the providers’ own addresses', () => {
    const defaults = loadConfig({});
    expect(defaults.payments).toEqual({
      paystackApiUrl: 'https://api.paystack.co',
      hubtelCheckoutUrl: 'https://payproxyapi.hubtel.com',
      hubtelStatusUrl: 'https://api-txnstatus.hubtel.com',
      timeoutMs: 15000,
    });
    expect(defaults.publicUrl).toBeUndefined();
    expect(defaults.paymentsTestProvider).toBe(false);
    const config = loadConfig({
      PUBLIC_URL: 'https://rent.example.com/',
      PAYSTACK_API_URL: 'http://127.0.0.1:4000',
      HUBTEL_CHECKOUT_URL: 'http://127.0.0.1:4001',
      HUBTEL_STATUS_URL: 'http://127.0.0.1:4002',
      PAYMENTS_TIMEOUT_MS: '3000',
      PAYMENTS_TEST_PROVIDER: 'true',
    });
    expect(config.publicUrl).toBe('https://rent.example.com');
    expect(config.paymentsTestProvider).toBe(true);
    expect(config.payments).toEqual({
      paystackApiUrl: 'http://127.0.0.1:4000',
      hubtelCheckoutUrl: 'http://127.0.0.1:4001',
      hubtelStatusUrl: 'http://127.0.0.1:4002',
      timeoutMs: 3000,
    });
  });

  it.each([
    [{ SMS_PROVIDER: 'arkesel' }, ['SMS_API_KEY', 'SMS_SENDER_ID']],
    [{ SMS_PROVIDER: 'mnotify', SMS_API_KEY: 'key' }, ['SMS_SENDER_ID']],
    [
      { SMS_PROVIDER: 'hubtel', SMS_API_KEY: 'key', SMS_SENDER_ID: 'Abrantie' },
      ['SMS_CLIENT_ID', 'SMS_CLIENT_SECRET'],
    ],
  ])('refuses to start %o, naming each missing credential on its own line', (env, missing) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    for (const variable of missing) {
      expect(() => loadConfig(env)).toThrow(
        `  ${variable}: must be set when SMS_PROVIDER is ${env.SMS_PROVIDER}`,
      );
    }
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE'],
    [{ HOST: ' ' }, 'HOST'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'fd00::/129' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8/8' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.com' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '256.0.0.1' }, 'TRUST_PROXY'],
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER'],
    [{ SMS_SENDER_ID: 'Abrantie Company' }, 'SMS_SENDER_ID'],
    [{ SMS_API_URL: 'sms.hubtel.com' }, 'SMS_API_URL'],
    [{ SMS_API_URL: 'ftp://127.0.0.1' }, 'SMS_API_URL'],
    [{ SMS_TIMEOUT_MS: 'soon' }, 'SMS_TIMEOUT_MS'],
    [{ SMS_TIMEOUT_MS: '50' }, 'SMS_TIMEOUT_MS'],
    [{ PAYSTACK_API_URL: 'api.paystack.co' }, 'PAYSTACK_API_URL'],
    [{ HUBTEL_STATUS_URL: 'ftp://127.0.0.1' }, 'HUBTEL_STATUS_URL'],
    [{ PUBLIC_URL: 'rent.example.com' }, 'PUBLIC_URL'],
    [{ PAYMENTS_TIMEOUT_MS: '50' }, 'PAYMENTS_TIMEOUT_MS'],
    [{ PAYMENTS_TEST_PROVIDER: 'yes' }, 'PAYMENTS_TEST_PROVIDER'],
    [{ REMINDER_TIME: '7:00' }, 'REMINDER_TIME'],
    [{ REMINDER_TIME: '24:00' }, 'REMINDER_TIME'],
    [{ REMINDER_TIME: '07:60' }, 'REMINDER_TIME'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('the README documents the configuration (decision 067)', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  /** The variables in the first column of the README's Configuration table. */
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const documented = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));

  it('has a row in the Configuration table for every variable the config reads, and none it does not', () => {
    expect(CONFIG_VARIABLES).toContain('SMS_PROVIDER');
    expect([...CONFIG_VARIABLES].sort()).toEqual([...documented].sort());
  });

  it('names in the README every variable the server reads outside the config', () => {
    const sourceFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
      });
    // PATH and HOME are the system's, passed on to the processes the tests start.
    const system = new Set(['PATH', 'HOME', 'NODE_ENV']);
    const read = new Set(
      sourceFiles(path.join(ROOT, 'src/server')).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
          (m) => m[1] as string,
        ),
      ),
    );
    const missing = [...read].filter((name) => !system.has(name) && !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
