import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { addUserBody, modifyUserBody, USER_MESSAGES, user, userList } from '../../../shared/schemas/users';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/auth';
import { loginThrottle } from '../auth/login-throttle';
import { sessionStore } from '../auth/session-store';
import { usersRepository } from './repository';

/**
 * User management (Admin only) and everyone's own profile and password, through the one
 * `PUT /api/modify/user/` of spec.md.
 */
export async function usersRoutes(app: FastifyInstance) {
  const users = usersRepository(app.db);
  const sessions = sessionStore(app.db);
  // Guessing the current password from a borrowed session counts as guessing at sign-in.
  const throttle = loginThrottle(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    api.users,
    { config: { roles: ADMIN_ROLES }, schema: { response: { 200: userList } } },
    async () => users.list(),
  );

  route.post(
    api.addUser,
    { config: { roles: ADMIN_ROLES }, schema: { body: addUserBody, response: { 200: user } } },
    async (request) => {
      const { name, email, phone, role, timezone, password } = request.body;
      const created = await users.create({ name, email, phone, role, timezone, password });
      if (!created) throw conflict(USER_MESSAGES.duplicateEmail);
      return created;
    },
  );

  route.put(
    api.modifyUser,
    { schema: { body: modifyUserBody, response: { 200: user } } },
    async (request) => {
      const caller = currentUser(request);
      const { _id, id, currentPassword, confirmPassword: _checked, password, ...fields } = request.body;
      const targetId = (_id || id) as string;
      const isSelf = targetId === caller._id;
      const isAdmin = ADMIN_ROLES.includes(caller.role);

      if (!isAdmin) {
        if (!isSelf) throw forbidden(USER_MESSAGES.onlyOwnProfile);
        // Sending one's own role unchanged is harmless (a client may send the whole profile).
        if (fields.role !== undefined && fields.role !== caller.role)
          throw forbidden(USER_MESSAGES.roleNotYours);
        delete fields.role;
      }

      if (password !== undefined && isSelf) {
        if (!currentPassword) {
          throw badRequest(USER_MESSAGES.currentPasswordRequired, [
            { path: 'currentPassword', message: USER_MESSAGES.currentPasswordRequired },
          ]);
        }
        if (await throttle.isBlocked(caller.email, request.ip))
          throw new HttpError(429, MESSAGES.tooManyAttempts);
        const hash = await users.findPasswordHash(caller._id);
        if (!hash || !(await verifyPassword(currentPassword, hash))) {
          await throttle.recordFailure(caller.email, request.ip);
          throw badRequest(USER_MESSAGES.currentPasswordWrong, [
            { path: 'currentPassword', message: USER_MESSAGES.currentPasswordWrong },
          ]);
        }
      }

      const result = await users.update(targetId, {
        ...fields,
        ...(password !== undefined ? { password } : {}),
      });
      switch (result.status) {
        case 'not-found':
          throw notFound('User');
        case 'duplicate-email':
          throw conflict(USER_MESSAGES.duplicateEmail);
        case 'last-admin':
          throw conflict(USER_MESSAGES.lastAdmin);
      }
      // A new password ends the user's other sessions; the caller's own stays signed in.
      if (password !== undefined) {
        await sessions.destroyForUser(targetId, isSelf ? (request.sessionToken ?? undefined) : undefined);
      }
      return result.user;
    },
  );

  route.delete(
    // The path helper encodes its argument, so the route parameter is appended after it.
    `${api.deleteUser('')}:id`,
    { config: { roles: ADMIN_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { id } = request.params;
      if (id === currentUser(request)._id) throw conflict(USER_MESSAGES.selfDelete);
      const result = await users.remove(id);
      if (result === 'not-found') throw notFound('User');
      if (result === 'admin') throw conflict(USER_MESSAGES.adminNotDeletable);
      return { message: USER_MESSAGES.userRemoved };
    },
  );
}
