import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { loginBody, profile, setupStatus } from '../../../shared/schemas/auth';
import { messageResponse } from '../../../shared/schemas/common';
import { SIGNUP_MESSAGES, setupBody, signupBody } from '../../../shared/schemas/setup';
import { DomainError } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth';
import { accountsService } from '../accounts/service';
import { userCredentials } from '../users/repository';
import { loginThrottle } from './login-throttle';
import { signIn } from './service';
import { sessionStore } from './session-store';

/** Sign-in and out, the signed-in profile, the one-time setup and sign-up (accounts.md §1). */
export async function authRoutes(app: FastifyInstance) {
  const credentials = userCredentials(app.db);
  const sessions = sessionStore(app.db);
  const throttle = loginThrottle(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    api.login,
    { config: { public: true }, schema: { body: loginBody, response: { 200: profile } } },
    async (request, reply) => {
      const { profile: signedIn, token } = await signIn(app.db, {
        ...request.body,
        address: request.ip,
        previousToken: request.sessionToken,
      });
      setSessionCookie(reply, token, app.config.cookieSecure);
      return signedIn;
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
    async () => ({ needed: (await credentials.count()) === 0, signup: app.config.signupOpen }),
  );

  route.post(
    api.setup,
    { config: { public: true }, schema: { body: setupBody, response: { 200: profile } } },
    async (request, reply) => {
      const { name, email, phone, password } = request.body;
      const admin = await accountsService.createFirstAdmin(app.db, app.engine, {
        name,
        email,
        phone,
        passwordHash: await hashPassword(password),
      });
      if (!admin) throw new HttpError(409, MESSAGES.setupDone);
      setSessionCookie(reply, await sessions.create(admin._id), app.config.cookieSecure);
      return admin;
    },
  );

  // Validation errors come to the handler (attachValidation), so a failed sign-up of any kind is
  // counted per address before it is answered; a successful one is not.
  route.post(
    api.signup,
    {
      config: { public: true },
      attachValidation: true,
      schema: { body: signupBody, response: { 200: profile } },
    },
    async (request, reply) => {
      if (!app.config.signupOpen) throw new HttpError(403, SIGNUP_MESSAGES.closed);
      if (await throttle.isSignupBlocked(request.ip))
        throw new HttpError(429, SIGNUP_MESSAGES.tooManyAttempts);
      try {
        if (request.validationError) throw request.validationError;
        const { businessName, name, email, phone, password } = request.body;
        const admin = await accountsService.signUp(app.db, app.engine, businessName, {
          name,
          email,
          phone,
          passwordHash: await hashPassword(password),
        });
        if (!admin) throw new Error('sign-up made no account');
        setSessionCookie(reply, await sessions.create(admin._id), app.config.cookieSecure);
        return admin;
      } catch (error) {
        if (error instanceof DomainError || error === request.validationError) {
          await throttle.recordSignupFailure(request.ip);
        }
        throw error;
      }
    },
  );
}
