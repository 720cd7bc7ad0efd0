import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';

const booleanText = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

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
    ADMIN_PHONE: z.string().trim().default(''),
    COOKIE_SECURE: booleanText,
    SIGNUP: z.enum(['open', 'closed', ''], { error: 'must be open or closed' }).default('closed'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIR: z.string().trim().min(1).default('dist/client'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    error: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string; name: string; phone: string } | undefined;
  cookieSecure: boolean;
  /** `SIGNUP=open`: anyone may create an account (accounts.md §1). */
  signupOpen: boolean;
  logLevel: string;
  clientDir: string;
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
    signupOpen: value.SIGNUP === 'open',
    logLevel: value.LOG_LEVEL,
    clientDir: path.resolve(value.CLIENT_DIR),
  };
}
