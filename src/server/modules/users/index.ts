/** The users module's public surface: what other modules may use of it (docs/architecture.md). */

export { userExportColumns } from './export-columns';
export { loginThrottle } from './login-throttle';
export { toUserProfile, userCredentials, usersRepository } from './repository';
export { usersService } from './service';
export { SESSION_IDLE_MS, type SessionStore, sessionStore } from './session-store';
