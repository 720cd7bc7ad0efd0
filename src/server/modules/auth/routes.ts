import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { loginBody, profile, setupStatus } from '../../../shared/schemas/auth';
import { messageResponse } from '../../../shared/schemas/common';
import { setupBody } from '../../../shared/schemas/setup';
import { HttpError } from '../../lib/http-error';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from '../../lib/passwords';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth';
import { usersRepository } from '../users/repository';
import { loginThrottle } from './login-throttle';
import { sessionStore } from './session-store';

export async function authRoutes(app: FastifyInstance) {
  const users = usersRepository(app.db);
  const sessions = sessionStore(app.db);
  const throttle = loginThrottle(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    api.login,
    { config: { public: true }, schema: { body: loginBody, response: { 200: profile } } },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await throttle.isBlocked(email, request.ip)) {
        throw new HttpError(429, MESSAGES.tooManyAttempts);
      }
      const user = await users.findCredentials(email);
      const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyDecoy(password);
      if (!user || !valid) {
        await throttle.recordFailure(email, request.ip);
        throw new HttpError(401, MESSAGES.loginFailed);
      }
      await throttle.clear(email);
      if (needsRehash(user.passwordHash)) {
        await users.replacePasswordHash(user._id, user.passwordHash, await hashPassword(password));
      }
      if (request.sessionToken) await sessions.destroy(request.sessionToken);
      setSessionCookie(reply, await sessions.create(user._id), app.config.cookieSecure);
      const { passwordHash: _hidden, ...publicProfile } = user;
      return publicProfile;
    },
  );

  route.post(
    api.logout,
    { config: { public: true }, schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      if (request.sessionToken) await sessions.destroy(request.sessionToken);
      clearSessionCookie(reply);
      return { message: MESSAGES.loggedOut };
    },
  );

  route.get(api.profile, { schema: { response: { 200: profile } } }, async (request) => currentUser(request));

  route.get(
    api.setup,
    { config: { public: true }, schema: { response: { 200: setupStatus } } },
    async () => ({ needed: (await users.count()) === 0 }),
  );

  route.post(
    api.setup,
    { config: { public: true }, schema: { body: setupBody, response: { 200: profile } } },
    async (request, reply) => {
      const { name, email, phone, password } = request.body;
      const admin = await users.createFirstAdmin({ name, email, phone, password });
      if (!admin) throw new HttpError(409, MESSAGES.setupDone);
      setSessionCookie(reply, await sessions.create(admin._id), app.config.cookieSecure);
      return admin;
    },
  );
}
