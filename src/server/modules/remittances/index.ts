/** The remittances module's public surface: what other modules may use of it (docs/architecture.md). */
export { remittancesRepository } from './repository';
