import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { addUserBody, modifyUserBody, USER_MESSAGES, user, userList } from '../../../shared/schemas/users';
import { HttpError } from '../../lib/http-error';
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
      return request.write((ctx) =>
        usersService.add(ctx, { name, email, phone, role, timezone, passwordHash }),
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
      if (
        password !== undefined &&
        targetId === caller._id &&
        (await throttle.isBlocked(caller.email, request.ip))
      ) {
        throw new HttpError(429, MESSAGES.tooManyAttempts);
      }
      const edit = { ...fields, currentPassword, address: request.ip, passwordHash: await hashed(password) };
      return request.write((ctx) => usersService.modify(ctx, targetId, edit, request.sessionToken));
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
