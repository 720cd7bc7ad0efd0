/** The auth module's public surface: what other modules may use of it (docs/architecture.md). */
export { loginThrottle } from './login-throttle';
export { SESSION_IDLE_MS, type SessionStore, sessionStore } from './session-store';
