/**
 * The newest fetch time among the answers restored from saved data when the app started
 * (docs/decisions/144-reading-offline.md); none restored: minus infinity. Restored answers keep the
 * time they were first fetched, and every answer fetched in this page is later than all of them.
 */
let newestRestoredAt = Number.NEGATIVE_INFINITY;

/** Told by the restore which fetch times it put back. */
export function noteRestored(fetchedAt: readonly number[]): void {
  for (const time of fetchedAt) newestRestoredAt = Math.max(newestRestoredAt, time);
}

/**
 * Whether a query shows an answer restored from saved data and not yet fetched again in this page.
 * Fine to read; not to edit: another device, or a save whose answer came just before a reload, may
 * have changed the record since it was saved. Edit forms wait for the fresh answer
 * (docs/decisions/148-edit-forms-wait-for-fresh-data.md).
 */
export function restoredNotRefreshed(query: { data: unknown; dataUpdatedAt?: number }): boolean {
  return (
    query.data !== undefined && query.dataUpdatedAt !== undefined && query.dataUpdatedAt <= newestRestoredAt
  );
}
