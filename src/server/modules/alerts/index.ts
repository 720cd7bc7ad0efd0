/** The alerts module's public surface: what other modules may use of it (docs/architecture.md). */
export { alertsService, renewedTenancies } from './service';
