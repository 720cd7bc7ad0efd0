/** The users module's public surface: what other modules may use of it (docs/architecture.md). */
export { toUserProfile, userCredentials, usersRepository } from './repository';
export { usersService } from './service';
