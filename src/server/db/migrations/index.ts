import type { Migration } from '../migrate';
import { usersAndSessions } from './0001-users-and-sessions';

/** Every migration, in the order it runs. Append; never reorder or edit one that has shipped. */
export const migrations: readonly Migration[] = [usersAndSessions];
