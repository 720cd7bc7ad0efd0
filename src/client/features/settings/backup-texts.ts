/** What Settings → Backups says (docs/backups.md §1–2). */
export const BACKUP_TEXTS = {
  intro:
    'The server copies its database every day, at its start when the last copy is over a day old, and before an update changes it. Each copy is checked before it is listed. Keep a copy away from this computer too: download one, or have whoever runs the server copy each to a USB drive or a synced folder.',
  backUpNow: 'Back up now',
  backingUp: 'Backing up...',
  done: (name: string) => `Backed up: ${name}`,
  empty: 'No backup yet.',
  loadFailed: 'The backups could not be loaded.',
  download: 'Download',
  checked: 'Checked',
  unchecked: 'Not checked',
  missing: (last: string | null) =>
    last ? `No backup in the last 48 hours: the last one is from ${last}.` : 'No backup has been made yet.',
  failed: (at: string, reason: string) => `The last backup, ${at}, failed: ${reason}`,
  postgresIntro:
    "This server keeps its data in PostgreSQL: backups are the database's job, with PostgreSQL's own tools.",
  backUpWith: 'Back up with',
  restoreWith: 'Restore with',
};

/** A size in KB below a megabyte, else in MB, one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
