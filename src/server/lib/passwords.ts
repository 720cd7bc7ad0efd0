import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * 32 MiB of working memory per hash (128 · N · r bytes, plus a few KiB). Besides doubling the work of
 * anyone guessing passwords from a stolen hash, it is above the largest mmap threshold glibc adapts
 * to (32 MiB), so every hash maps its memory and hands it back when done. At 16 MiB, glibc kept each freed buffer in the arena of the
 * thread-pool thread that ran it: up to 64 MiB of idle memory after a few sign-ins.
 */
const COST = { N: 32768, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, all base64: the cost travels with the hash so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made with a lower cost than today's; signing in replaces it (see the login route). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}

// Verifying against this when the email is unknown makes both failures take the same time.
const decoy = hashPassword('decoy-password-for-timing');
export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(password, await decoy);
  return false;
}
