import { MESSAGES } from '../../../shared/constants';
import type { Profile } from '../../../shared/schemas/auth';
import { HttpError } from '../../lib/http-error';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from '../../lib/passwords';
import type { Executor } from '../../lib/service-context';
import { accountsRepository } from '../accounts';
import { loginThrottle, sessionStore, userCredentials } from '../users';

export interface SignIn {
  email: string;
  password: string;
  /** The client's address: failures are counted per address as well as per e-mail. */
  address: string;
  /** The session the request came with, ended by signing in again. */
  previousToken: string | null;
}

/**
 * Signing in (docs/product.md §3): the same answer for an unknown e-mail and a wrong password (a decoy
 * hash costs the same time), repeated failures per e-mail or address slowed down with 429, a hash
 * made at an older cost replaced on the way. Answers the profile and the new session's token.
 */
export async function signIn(db: Executor, input: SignIn): Promise<{ profile: Profile; token: string }> {
  const throttle = loginThrottle(db);
  const credentials = userCredentials(db);
  const sessions = sessionStore(db);
  if (await throttle.isBlocked(input.email, input.address))
    throw new HttpError(429, MESSAGES.tooManyAttempts);
  const user = await credentials.findByEmail(input.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyDecoy(input.password);
  const account = user && valid ? await accountsRepository(db).findById(user.accountId) : null;
  if (!user || !account) {
    await throttle.recordFailure(input.email, input.address);
    throw new HttpError(401, MESSAGES.loginFailed);
  }
  await throttle.clear(input.email);
  if (needsRehash(user.passwordHash)) {
    await credentials.replacePasswordHash(user._id, user.passwordHash, await hashPassword(input.password));
  }
  if (input.previousToken) await sessions.destroy(input.previousToken);
  const { passwordHash: _hidden, accountId: _account, ...profile } = user;
  return { profile: { ...profile, account }, token: await sessions.create(user._id) };
}
