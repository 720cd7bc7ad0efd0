import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type Role } from '../../shared/constants';
import type { Profile } from '../../shared/schemas/auth';
import { HttpError } from '../lib/http-error';
import { SESSION_IDLE_MS, type SessionStore } from '../modules/users';

export const SESSION_COOKIE = 'pm_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, logout, health, first-run setup). */
    public?: boolean;
    /** Roles allowed; unset means every signed-in user. */
    roles?: readonly Role[];
    /** Takes a multipart body (the import's file, decision 138) instead of JSON. */
    multipart?: boolean;
  }
  interface FastifyRequest {
    user: Profile | null;
    sessionToken: string | null;
  }
}

/** The signed-in user of a route that is not public (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): Profile {
  if (!request.user) throw new HttpError(401, MESSAGES.notSignedIn);
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure || reply.request.protocol === 'https',
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/**
 * Authentication once for all of /api: every route needs a session unless it is declared
 * `config: { public: true }`, and a route declaring `config: { roles }` refuses other roles with 403.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  // onRequest: a visitor without the right session or role is refused before the body is even read.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.sessionToken = token;
      request.user = await sessions.find(token);
    }
    const config = request.routeOptions.config;
    if (config.public) return;
    if (!request.user) throw new HttpError(401, MESSAGES.notSignedIn);
    if (config.roles && !config.roles.includes(request.user.role)) {
      throw new HttpError(403, MESSAGES.forbidden);
    }
  });
}
