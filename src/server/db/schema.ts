import type { Role } from '../../shared/constants';

/**
 * Table types shared by both engines. Ids are text, money is integer pesewas, dates are ISO text.
 * Each module adds its tables here together with its migration.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  password_hash: string;
  timezone: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  id: string;
  key: string;
  failed_at: string;
}

/** One row at most (CHECK id = 1): makes creating the first administrator race-free on both engines. */
export interface BootstrapTable {
  id: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  bootstrap: BootstrapTable;
}
