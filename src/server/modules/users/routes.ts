import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { addUserBody, modifyUserBody, USER_MESSAGES, user, userList } from '../../../shared/schemas/users';
import { DomainError } from '../../lib/domain-errors';
import { TooManyAttempts } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/auth';
import { loginThrottle } from './login-throttle';
import { usersService } from './service';

/** A password arrives in clear and is hashed before the write's transaction starts (scrypt is slow). */
const hashed = async (password: string | undefined) =>
  password === undefined ? undefined : hashPassword(password);

/**
 * User management (Admin only) and everyone's own profile and password, through the one
 * `PUT /api/modify/user/` of docs/screens.md.
 */
export async function usersRoutes(app: FastifyInstance) {
  // Guessing the current password from a borrowed session counts as guessing at sign-in.
  const throttle = loginThrottle(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  // An e-mail refused as taken tells that it is a user's, as sign-up does: such refusals are counted
  // per caller and per address, and past the limit a change of e-mail waits
  // (docs/decisions/110-e-mail-change-throttle.md). The count is written outside the refused write.
  async function throttledEmailChange<T>(callerId: string, address: string, write: () => Promise<T>) {
    const wait = await throttle.emailChangeWait(callerId, address);
    if (wait > 0) throw new TooManyAttempts(USER_MESSAGES.tooManyEmailConflicts, wait);
    try {
      return await write();
    } catch (error) {
      if (error instanceof DomainError && error.message === USER_MESSAGES.duplicateEmail) {
        await throttle.recordEmailConflict(callerId, address);
      }
      throw error;
    }
  }

  route.get(
    api.users,
    { config: { roles: ADMIN_ROLES }, schema: { response: { 200: userList } } },
    async (request) => usersService.list(request.readContext()),
  );

  route.post(
    api.addUser,
    { config: { roles: ADMIN_ROLES }, schema: { body: addUserBody, response: { 200: user } } },
    async (request) => {
      const { name, email, phone, role, timezone, password } = request.body;
      const passwordHash = await hashPassword(password);
      return throttledEmailChange(currentUser(request)._id, request.ip, () =>
        request.write((ctx) => usersService.add(ctx, { name, email, phone, role, timezone, passwordHash })),
      );
    },
  );

  route.put(
    api.modifyUser,
    { schema: { body: modifyUserBody, response: { 200: user } } },
    async (request) => {
      const caller = currentUser(request);
      const { _id, id, currentPassword, confirmPassword: _checked, password, ...fields } = request.body;
      const targetId = (_id || id) as string;
      const edit = { ...fields, currentPassword, passwordHash: await hashed(password) };
      const write = () =>
        request.write((ctx) => usersService.modify(ctx, targetId, edit, request.sessionToken));
      // One's own e-mail sent unchanged (a client may send the whole profile) asks nothing of anyone's.
      const asksEmail =
        fields.email !== undefined && !(targetId === caller._id && fields.email === caller.email);
      const edited = () => (asksEmail ? throttledEmailChange(caller._id, request.ip, write) : write());
      if (password === undefined || targetId !== caller._id) return edited();

      // Guessing one's current password takes a sign-in slot first, as signing in does.
      const claimed = await throttle.claimSignIn(app.engine, caller.email, request.ip);
      if ('retryAfterSeconds' in claimed)
        throw new TooManyAttempts(MESSAGES.tooManyAttempts, claimed.retryAfterSeconds);
      try {
        const saved = await edited();
        await claimed.claim.succeeded();
        return saved;
      } catch (error) {
        const wrong = error instanceof DomainError && error.message === USER_MESSAGES.currentPasswordWrong;
        await (wrong ? claimed.claim.failed() : claimed.claim.released());
        throw error;
      }
    },
  );

  route.delete(
    // The path helper encodes its argument, so the route parameter is appended after it.
    `${api.deleteUser('')}:id`,
    { config: { roles: ADMIN_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => usersService.remove(ctx, request.params.id));
      return { message: USER_MESSAGES.userRemoved };
    },
  );
}
