import { MESSAGES } from '../../../shared/constants';
import type { Profile } from '../../../shared/schemas/auth';
import type { Engine } from '../../db/connection';
import { HttpError, TooManyAttempts } from '../../lib/http-error';
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
 * hash costs the same time), repeated failures slowed down with 429 and `Retry-After`
 * (docs/decisions/109-sign-in-throttle.md), a hash made at an older cost replaced on the way. The
 * attempt's slot is taken before the password is checked, so attempts sent at once are counted as
 * they come. Answers the profile and the new session's token.
 */
export async function signIn(
  db: Executor,
  engine: Engine,
  input: SignIn,
): Promise<{ profile: Profile; token: string }> {
  const credentials = userCredentials(db);
  const sessions = sessionStore(db);
  const claimed = await loginThrottle(db).claimSignIn(engine, input.email, input.address);
  if ('retryAfterSeconds' in claimed) {
    throw new TooManyAttempts(MESSAGES.tooManyAttempts, claimed.retryAfterSeconds);
  }
  const { claim } = claimed;
  const user = await credentials.findByEmail(input.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyDecoy(input.password);
  const account = user && valid ? await accountsRepository(db).findById(user.accountId) : null;
  if (!user || !account) {
    await claim.failed();
    throw new HttpError(401, MESSAGES.loginFailed);
  }
  await claim.succeeded();
  if (needsRehash(user.passwordHash)) {
    await credentials.replacePasswordHash(user._id, user.passwordHash, await hashPassword(input.password));
  }
  if (input.previousToken) await sessions.destroy(input.previousToken);
  const { passwordHash: _hidden, accountId: _account, ...profile } = user;
  return { profile: { ...profile, account }, token: await sessions.create(user._id) };
}
