import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { toE164 } from '../../../shared/phone';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_CODE_MINUTES,
  RESET_CODE_TRIES,
} from '../../../shared/schemas/password-reset';
import type { Db, Engine } from '../../db/connection';
import { HttpError, TooManyAttempts } from '../../lib/http-error';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import { runWrite } from '../../lib/service-context';
import { accountsRepository } from '../accounts';
import { audit } from '../audit';
import type { SmsProvider } from '../reminders';
import { loginThrottle, sessionStore, userCredentials, usersRepository } from '../users';

export interface PasswordResetDeps {
  db: Db;
  engine: Engine;
  /** The gateway the reminders use; a reset is offered only when it really reaches phones. */
  sms: SmsProvider;
  /** Where a code the gateway did not take is reported (it is sent after the answer). */
  onSendError: (error: unknown) => void;
}

const CODE_MS = RESET_CODE_MINUTES * 60 * 1000;

/** Six random digits, leading zeros kept. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md). Asking for a code answers the
 * same, after the same work (one scrypt hash and one user lookup), whether or not the e-mail is a
 * user's; the SMS goes after the answer, so the gateway's time does not tell either. A new code
 * replaces the user's earlier ones.
 */
export async function requestResetCode(
  deps: PasswordResetDeps,
  input: { email: string; address: string },
): Promise<void> {
  const throttle = loginThrottle(deps.db);
  const wait = await throttle.resetWait(input.email, input.address);
  if (wait > 0) throw new TooManyAttempts(PASSWORD_RESET_MESSAGES.tooManyAttempts, wait);
  await throttle.recordResetRequest(input.email, input.address);
  const code = newCode();
  const codeHash = await hashPassword(code);
  const user = await userCredentials(deps.db).findByEmail(input.email);
  // Phones are stored as +233…; a first Admin made before ADMIN_PHONE was normalised may hold it as typed.
  const phone = user?.phone ? toE164(user.phone) : null;
  if (!user || !phone) return;
  const account = await accountsRepository(deps.db).findById(user.accountId);
  if (!account) return;
  const now = Date.now();
  await deps.db.deleteFrom('password_reset_codes').where('user_id', '=', user._id).execute();
  await deps.db
    .insertInto('password_reset_codes')
    .values({
      id: newId(),
      user_id: user._id,
      code_hash: codeHash,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CODE_MS).toISOString(),
      attempts: 0,
      used_at: null,
    })
    .execute();
  deps.sms
    .send({ to: phone, body: PASSWORD_RESET_MESSAGES.smsText(account.name, code) })
    .catch(deps.onSendError);
}

/**
 * Sets a new password with the code sent by SMS. A code that does not match (or an e-mail without
 * one, checked against a decoy hash for the same time) costs the code one of its 5 tries and counts
 * per address; after 5 even the right code is refused. Only a matching code learns that it expired
 * or was used. The new password, the code's use, the audit event and the end of every session of the
 * user commit together.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  input: { email: string; code: string; password: string; address: string },
): Promise<void> {
  const throttle = loginThrottle(deps.db);
  const wait = await throttle.resetAddressWait(input.address);
  if (wait > 0) throw new TooManyAttempts(PASSWORD_RESET_MESSAGES.tooManyAttempts, wait);
  const user = await userCredentials(deps.db).findByEmail(input.email);
  const row = user
    ? await deps.db
        .selectFrom('password_reset_codes')
        .selectAll()
        .where('user_id', '=', user._id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  const triable = row !== undefined && row.attempts < RESET_CODE_TRIES;
  const matches = triable ? await verifyPassword(input.code, row.code_hash) : await verifyDecoy(input.code);
  if (!user || !row || !matches) {
    if (row && triable) {
      await deps.db
        .updateTable('password_reset_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', row.id)
        .execute();
    }
    await throttle.recordWrongCode(input.address);
    throw new HttpError(400, PASSWORD_RESET_MESSAGES.codeWrong, [
      { path: 'code', message: PASSWORD_RESET_MESSAGES.codeWrong },
    ]);
  }
  if (row.used_at) throw new HttpError(410, PASSWORD_RESET_MESSAGES.codeUsed);
  if (Date.parse(row.expires_at) <= Date.now()) throw new HttpError(410, PASSWORD_RESET_MESSAGES.codeExpired);

  const passwordHash = await hashPassword(input.password);
  const actor = { _id: user._id, name: user.name, role: user.role };
  await runWrite(deps.db, deps.engine, { actor, accountId: user.accountId }, async (ctx) => {
    const claimed = await ctx.trx
      .updateTable('password_reset_codes')
      .set({ used_at: nowIso() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new HttpError(410, PASSWORD_RESET_MESSAGES.codeUsed);
    const users = usersRepository(ctx.trx, user.accountId);
    const before = await users.findById(user._id);
    const after = await users.update(user._id, { passwordHash });
    if (!before || !after) throw new HttpError(410, PASSWORD_RESET_MESSAGES.codeUsed);
    // As an edit of the password is audited (users/service.ts): a mark, never the hash.
    const changed = { ...after, password: '(changed)' };
    await audit.updated(ctx, 'user', before, changed);
    await sessionStore(ctx.trx).destroyForUser(user._id);
    ctx.changed('users');
  });
  await throttle.clearAfterReset(input.email);
}
