/** The vehicles module's public surface: what other modules may use of it (docs/architecture.md). */
export { withVehicle } from './audited';
export { SUMMARY_COLUMNS, toVehicleSummary, vehiclesRepository } from './repository';
export { DEMO_FLEET } from './seed';
export { vehiclesService } from './service';
