/** The service-schedules module's public surface: what other modules may use of it (docs/architecture.md). */
export { serviceSchedulesService } from './service';
