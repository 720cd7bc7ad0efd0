/** The odometer module's public surface: what other modules may use of it (docs/architecture.md). */
export { odometerRepository } from './repository';
export { odometerService } from './service';
