/**
 * Query keys of Settings → Backups (docs/backups.md §2). 'Back up now' answers the new entry; the list
 * and the status are refreshed from the mutation (a backup is no business data: no `X-Data-Changed`).
 */
export const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
  status: () => [...backupKeys.all, 'status'] as const,
};
