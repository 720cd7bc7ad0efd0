import { z } from 'zod';

export * from '../backups';

/** One backup file in the backups' folder (docs/backups.md §2). */
export const backupEntry = z.object({
  name: z.string(),
  /** When it was taken, an ISO instant (from its name). */
  time: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** Written under a temporary name and renamed only once `integrity_check` passed on the copy. */
  checked: z.boolean(),
});
export type BackupEntry = z.infer<typeof backupEntry>;

export const backupList = z.array(backupEntry);

/** What the tab warns of and the alert feed says (docs/backups.md §1). */
export const backupStatus = z.object({
  /** The newest checked backup's time, or null when there is none. */
  lastBackupAt: z.string().nullable(),
  /** No checked backup in the last 48 hours. */
  missing: z.boolean(),
  /** The latest backup that ended failed (or whose second copy, off the machine, failed), when it is the latest to end. */
  failure: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

/** A backup's name in a URL; anything else than a listed name is 404. */
export const backupNameParams = z.object({ id: z.string().max(200) });
