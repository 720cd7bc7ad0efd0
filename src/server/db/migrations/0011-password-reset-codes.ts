import type { Kysely } from 'kysely';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * The codes 'Forgot password?' sends by SMS (docs/decisions/072-password-reset-by-sms.md): only
 * scrypt-hashed, valid until `expires_at`, refused after 5 wrong tries, used once. A user's codes go
 * with the user (ON DELETE CASCADE, as sessions do).
 */
export const passwordResetCodes: Migration = {
  name: '0011_password_reset_codes',
  async up(db: AnyDb) {
    await db.schema
      .createTable('password_reset_codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('password_reset_codes_user')
      .on('password_reset_codes')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
