/** The embedded database's backups (docs/backups.md §1–2), as the server and the screen both say them. */

/** No checked backup for this long is an alert (`backup_missing`). */
export const BACKUP_MISSING_HOURS = 48;

/** What PostgreSQL's own tools are run with: the README's 'Deployment on PostgreSQL' shows the same. */
export const PG_DUMP_COMMAND = 'pg_dump --format=custom --file=property-manager.dump "$DATABASE_URL"';
export const PG_RESTORE_COMMAND =
  'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" property-manager.dump';

/** The API's 409 on PostgreSQL, and the tab's explanation. */
export const POSTGRES_BACKUPS_MESSAGE = `On PostgreSQL, backups are the database's job: back up with \`${PG_DUMP_COMMAND}\` and restore with \`${PG_RESTORE_COMMAND}\`.`;

export const BACKUPS_FORBIDDEN_MESSAGE =
  "Only an Admin of this server's first business can see or make its backups.";
