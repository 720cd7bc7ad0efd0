/** The embedded database's backups (docs/backups.md §1–2), as the server and the screen both say them. */

/** No checked backup for this long is an alert (`backup_missing`). */
export const BACKUP_MISSING_HOURS = 48;

/**
 * What PostgreSQL's own tools are run with, on the database the README's 'Deployment on PostgreSQL'
 * creates; its 'Backups and restore' shows the same with the connection string (screens name no
 * setting, docs/decisions/067-screens-never-name-environment-variables.md).
 */
export const PG_DUMP_COMMAND = 'pg_dump --format=custom --file=property-manager.dump property_manager';
export const PG_RESTORE_COMMAND =
  'pg_restore --clean --if-exists --no-owner --dbname=property_manager property-manager.dump';

/** The API's 409 on PostgreSQL, and the tab's explanation. */
export const POSTGRES_BACKUPS_MESSAGE = `On PostgreSQL, backups are the database's job: back up with \`${PG_DUMP_COMMAND}\` and restore with \`${PG_RESTORE_COMMAND}\`.`;

export const BACKUPS_FORBIDDEN_MESSAGE =
  "Only an Admin of this server's first business can see or make its backups.";
