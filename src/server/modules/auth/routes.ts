import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { loginBody, profile, setupStatus } from '../../../shared/schemas/auth';
import { messageResponse } from '../../../shared/schemas/common';
import {
  forgotPasswordBody,
  PASSWORD_RESET_MESSAGES,
  resetPasswordBody,
} from '../../../shared/schemas/password-reset';
import { SIGNUP_MESSAGES, setupBody, signupBody } from '../../../shared/schemas/setup';
import { DomainError } from '../../lib/domain-errors';
import { HttpError, TooManyAttempts } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth';
import { firstRunAllowed } from '../../plugins/proxy';
import { accountsService } from '../accounts';
import { loginThrottle, sessionStore, userCredentials } from '../users';
import { type PasswordResetDeps, requestResetCode, resetPassword } from './password-reset';
import { signIn } from './service';

/** Sign-in and out, the signed-in profile, the one-time setup and sign-up (docs/accounts.md §1). */
export async function authRoutes(app: FastifyInstance) {
  const credentials = userCredentials(app.db);
  const sessions = sessionStore(app.db);
  const throttle = loginThrottle(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const smsReset = app.config.sms.provider !== 'log';

  route.post(
    api.login,
    { config: { public: true }, schema: { body: loginBody, response: { 200: profile } } },
    async (request, reply) => {
      const { profile: signedIn, token } = await signIn(app.db, app.engine, {
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
    async () => ({
      needed: (await credentials.count()) === 0,
      signup: app.config.signupOpen,
      passwordReset: smsReset ? ('sms' as const) : ('admin' as const),
    }),
  );

  // 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md): a code by SMS when the server's
  // gateway really reaches phones (SMS_PROVIDER set and not `log`), else the administrator resets it.
  const resetDeps: PasswordResetDeps = {
    db: app.db,
    engine: app.engine,
    sms: app.messaging.provider,
    onSendError: (error) => app.log.error({ err: error }, 'password reset code not sent'),
  };
  const requireSmsReset = () => {
    if (!smsReset) throw new HttpError(403, PASSWORD_RESET_MESSAGES.askAdmin);
  };

  route.post(
    api.forgotPassword,
    { config: { public: true }, schema: { body: forgotPasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      requireSmsReset();
      await requestResetCode(resetDeps, { email: request.body.email, address: request.ip });
      return { message: PASSWORD_RESET_MESSAGES.codeSent };
    },
  );

  route.post(
    api.resetPassword,
    { config: { public: true }, schema: { body: resetPasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      requireSmsReset();
      await resetPassword(resetDeps, { ...request.body, address: request.ip });
      return { message: PASSWORD_RESET_MESSAGES.passwordChanged };
    },
  );

  route.post(
    api.setup,
    { config: { public: true }, schema: { body: setupBody, response: { 200: profile } } },
    async (request, reply) => {
      // A fresh install is set up from its own machine or where HOST says (docs/decisions/108-first-run-from-afar.md).
      if (!firstRunAllowed(request, app.config) && (await credentials.count()) === 0)
        throw new HttpError(403, MESSAGES.setupFromAfar);
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
      const wait = await throttle.signupWait(request.ip);
      if (wait > 0) throw new TooManyAttempts(SIGNUP_MESSAGES.tooManyAttempts, wait);
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
