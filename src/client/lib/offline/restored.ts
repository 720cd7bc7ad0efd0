/**
 * When this page (this run of the app) opened: answers fetched before it were restored from saved
 * data. The navigation's own start, not this module's loading: a lazily loaded screen imports it
 * after the app has already fetched answers of its own.
 */
export const PAGE_OPENED_AT = Math.floor(performance.timeOrigin);

/**
 * Whether a query shows an answer restored from saved data (docs/decisions/144-reading-offline.md)
 * and not yet fetched again in this page. Fine to read; not to edit: another device, or a save whose
 * answer came just before a reload, may have changed the record since it was saved. Edit forms wait
 * for the fresh answer (docs/decisions/148-edit-forms-wait-for-fresh-data.md).
 */
export function restoredNotRefreshed(query: { data: unknown; dataUpdatedAt?: number }): boolean {
  return (
    query.data !== undefined && query.dataUpdatedAt !== undefined && query.dataUpdatedAt < PAGE_OPENED_AT
  );
}
