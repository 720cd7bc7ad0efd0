/** The accounts module's public surface: what other modules may use of it (docs/architecture.md). */
export { accountsRepository } from './repository';
export { accountsService } from './service';
