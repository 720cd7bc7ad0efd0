import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { toE164 } from '../../shared/phone';
import {
  DEFAULT_PAYMENTS_TIMEOUT_MS,
  HUBTEL_CHECKOUT_URL,
  HUBTEL_STATUS_URL,
  PAYSTACK_API_URL,
} from '../modules/online-payments/providers/base-urls';
import {
  DEFAULT_SMS_TIMEOUT_MS,
  SMS_CREDENTIALS,
  type SmsConfig,
  type SmsCredential,
} from '../modules/reminders/sms';

const booleanText = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Empty means unset, as for the ADMIN_* variables. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const httpUrl = optionalText.refine((value) => value === undefined || isHttpUrl(value), {
  error: 'must be an http:// or https:// URL',
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `TRUST_PROXY`: whose `X-Forwarded-*` headers to believe (docs/decisions/107-trust-proxy.md). A
 * number of hops (`true` is one), or the proxies' own addresses and CIDR ranges; unset believes none.
 */
export type TrustProxy = { hops: number } | { addresses: readonly string[] } | undefined;

const TRUST_PROXY_ERROR = 'must be true, a number of hops, or addresses and CIDR ranges separated by commas';

/** An address (`127.0.0.1`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A /0 range would trust everyone; Fastify refuses it too.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Undefined when unset (or `false`), null when the text is none of the accepted forms. */
function parseTrustProxy(text: string | undefined): TrustProxy | null {
  if (text === undefined || text === 'false') return undefined;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && Number.isSafeInteger(hops) ? { hops } : null;
  }
  const addresses = text.split(',').map((part) => part.trim());
  return addresses.every(isAddressOrRange) ? { addresses } : null;
}

/** The variable that carries each SMS credential, for the start-up refusal. */
const SMS_CREDENTIAL_VARIABLES: Record<SmsCredential, string> = {
  apiKey: 'SMS_API_KEY',
  senderId: 'SMS_SENDER_ID',
  clientId: 'SMS_CLIENT_ID',
  clientSecret: 'SMS_CLIENT_SECRET',
};

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        error: 'must be a postgres:// or postgresql:// URL',
      }),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || z.email().safeParse(value).success, {
        error: 'must be an email address',
      }),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || value.length >= PASSWORD_MIN_LENGTH, {
        error: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
      }),
    ADMIN_NAME: z.string().trim().min(1).default('Administrator'),
    // Stored as +233… like every phone the forms save, so SMS (reset codes, the digest) reach it.
    ADMIN_PHONE: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || toE164(value) !== null, { error: 'must be a Ghana phone number' })
      .transform((value) => (value === '' ? '' : (toE164(value) ?? value))),
    COOKIE_SECURE: booleanText,
    TRUST_PROXY: optionalText
      .refine((value) => parseTrustProxy(value) !== null, { error: TRUST_PROXY_ERROR })
      .transform((value) => parseTrustProxy(value) ?? undefined),
    SIGNUP: z.enum(['open', 'closed', ''], { error: 'must be open or closed' }).default('closed'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIR: z.string().trim().min(1).default('dist/client'),
    SMS_PROVIDER: z
      .enum(['log', 'hubtel', 'arkesel', 'mnotify', ''], { error: 'must be log, hubtel, arkesel or mnotify' })
      .default('log')
      .transform((value) => value || 'log'),
    SMS_API_KEY: optionalText,
    // An alphanumeric sender ID is at most 11 characters in Ghana (Arkesel and mNotify refuse longer).
    SMS_SENDER_ID: optionalText.refine((value) => value === undefined || value.length <= 11, {
      error: 'must be at most 11 characters',
    }),
    SMS_API_URL: optionalText.refine((value) => value === undefined || isHttpUrl(value), {
      error: 'must be an http:// or https:// URL',
    }),
    SMS_CLIENT_ID: optionalText,
    SMS_CLIENT_SECRET: optionalText,
    SMS_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(100, { error: 'must be between 100 and 120000' })
      .max(120_000, { error: 'must be between 100 and 120000' })
      .default(DEFAULT_SMS_TIMEOUT_MS),
    // The address tenants reach the server at, for statement links and provider callbacks (docs/collect.md).
    PUBLIC_URL: httpUrl,
    // Online payments (docs/collect.md §2): the providers' base URLs (a proxy, the tests' local
    // servers) and how long one call may take; the test provider only when asked for.
    PAYSTACK_API_URL: httpUrl,
    HUBTEL_CHECKOUT_URL: httpUrl,
    HUBTEL_STATUS_URL: httpUrl,
    PAYMENTS_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(100, { error: 'must be between 100 and 120000' })
      .max(120_000, { error: 'must be between 100 and 120000' })
      .default(DEFAULT_PAYMENTS_TIMEOUT_MS),
    PAYMENTS_TEST_PROVIDER: booleanText,
    // Requests a minute each client address may make to the public pages (docs/collect.md §1).
    PUBLIC_REQUESTS_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(10, { error: 'must be between 10 and 100000' })
      .max(100_000, { error: 'must be between 10 and 100000' })
      .default(60),
    REMINDER_TIME: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a 24-hour time HH:MM, e.g. 07:00' })
      .default('07:00'),
    // The embedded database's backups (docs/backups.md §1); unset: DATA_DIR/backups.
    BACKUP_DIR: optionalText,
    BACKUP_COPY_DIR: optionalText,
    BACKUP_TIME: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a 24-hour time HH:MM, e.g. 02:00' })
      .default('02:00'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    error: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  // A gateway without its credentials would fail every message: refuse to start instead.
  .superRefine((env, context) => {
    const settings = {
      apiKey: env.SMS_API_KEY,
      senderId: env.SMS_SENDER_ID,
      clientId: env.SMS_CLIENT_ID,
      clientSecret: env.SMS_CLIENT_SECRET,
    };
    for (const credential of SMS_CREDENTIALS[env.SMS_PROVIDER]) {
      if (settings[credential]) continue;
      const variable = SMS_CREDENTIAL_VARIABLES[credential];
      context.addIssue({
        code: 'custom',
        message: `must be set when SMS_PROVIDER is ${env.SMS_PROVIDER}`,
        path: [variable],
      });
    }
  });

/** Every environment variable the configuration reads; the README documents each (config.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  /**
   * `HOST` was set, not defaulted: the person chose the address, and a first-run setup from another
   * machine is theirs to allow when it is not a loopback one (docs/decisions/108-first-run-from-afar.md).
   */
  hostExplicit: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string; name: string; phone: string } | undefined;
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  /** `SIGNUP=open`: anyone may create an account (docs/accounts.md §1). */
  signupOpen: boolean;
  logLevel: string;
  clientDir: string;
  /** `SMS_*`: the gateway reminders are sent through (docs/reminders.md §4); `log` sends nothing. */
  sms: SmsConfig;
  /** `REMINDER_TIME`: when the daily reminders go out, HH:MM (24 h). */
  reminderTime: string;
  /** Where the embedded database's backups go, and when (docs/backups.md §1). */
  backups: BackupConfig;
  /** `PUBLIC_URL`: the address tenants reach the server at; unset, the request's own origin is used. */
  publicUrl: string | undefined;
  /** `PAYMENTS_TEST_PROVIDER=true`: the `test` payment provider and its routes exist (docs/collect.md §2). */
  paymentsTestProvider: boolean;
  /** `PUBLIC_REQUESTS_PER_MINUTE`: what each client address may ask of the public pages (60). */
  publicRequestsPerMinute: number;
  /** Where the payment providers are reached, and for how long one call may wait (docs/collect.md §2). */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** `PAYSTACK_API_URL`, default Paystack's own. */
  paystackApiUrl: string;
  /** `HUBTEL_CHECKOUT_URL` and `HUBTEL_STATUS_URL`, default Hubtel's own. */
  hubtelCheckoutUrl: string;
  hubtelStatusUrl: string;
  /** `PAYMENTS_TIMEOUT_MS`: one call to a provider, from the request until the whole answer. */
  timeoutMs: number;
}

export interface BackupConfig {
  /** `BACKUP_DIR`, default `DATA_DIR/backups`. */
  dir: string;
  /** `BACKUP_COPY_DIR`: a second folder receiving a copy of each checked backup. */
  copyDir: string | undefined;
  /** `BACKUP_TIME`: the daily backup's time of day in Africa/Accra, HH:MM. */
  time: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once, at start-up. Throws ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    // An empty HOST is refused above, so present means set.
    hostExplicit: env.HOST !== undefined,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    admin:
      value.ADMIN_EMAIL && value.ADMIN_PASSWORD
        ? {
            email: value.ADMIN_EMAIL,
            password: value.ADMIN_PASSWORD,
            name: value.ADMIN_NAME,
            phone: value.ADMIN_PHONE,
          }
        : undefined,
    cookieSecure: value.COOKIE_SECURE,
    trustProxy: value.TRUST_PROXY,
    signupOpen: value.SIGNUP === 'open',
    logLevel: value.LOG_LEVEL,
    clientDir: path.resolve(value.CLIENT_DIR),
    sms: {
      provider: value.SMS_PROVIDER,
      apiKey: value.SMS_API_KEY,
      senderId: value.SMS_SENDER_ID,
      apiUrl: value.SMS_API_URL,
      clientId: value.SMS_CLIENT_ID,
      clientSecret: value.SMS_CLIENT_SECRET,
      timeoutMs: value.SMS_TIMEOUT_MS,
    },
    reminderTime: value.REMINDER_TIME,
    backups: {
      dir: path.resolve(value.BACKUP_DIR ?? path.join(value.DATA_DIR, 'backups')),
      copyDir: value.BACKUP_COPY_DIR ? path.resolve(value.BACKUP_COPY_DIR) : undefined,
      time: value.BACKUP_TIME,
    },
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    paymentsTestProvider: value.PAYMENTS_TEST_PROVIDER,
    publicRequestsPerMinute: value.PUBLIC_REQUESTS_PER_MINUTE,
    payments: {
      paystackApiUrl: value.PAYSTACK_API_URL ?? PAYSTACK_API_URL,
      hubtelCheckoutUrl: value.HUBTEL_CHECKOUT_URL ?? HUBTEL_CHECKOUT_URL,
      hubtelStatusUrl: value.HUBTEL_STATUS_URL ?? HUBTEL_STATUS_URL,
      timeoutMs: value.PAYMENTS_TIMEOUT_MS,
    },
  };
}
