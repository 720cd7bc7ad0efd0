import type { Executor } from '../lib/service-context';

/**
 * The reads between expenses and what they are of (docs/insight.md §1), below the modules so that the
 * apartments and vehicles modules, whose deletes detach expenses, never import the expenses module
 * that reads them (docs/decisions/091-one-way-module-graph.md).
 */
export function expenseSubjects(db: Executor, accountId: string) {
  return {
    /** True when the account has this unit. */
    async unitExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('apartments')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when the account has this vehicle. */
    async vehicleExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('vehicles')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * True when expenses are of this unit or vehicle: deleting it makes them general ones (the foreign
     * key's ON DELETE SET NULL, docs/decisions/122-expenses-of-deleted-records.md), a change of the
     * expenses list.
     */
    async anyOf(subject: { apartmentId: string } | { vehicleId: string }): Promise<boolean> {
      let rows = db.selectFrom('expenses').select('id').where('account_id', '=', accountId);
      rows =
        'apartmentId' in subject
          ? rows.where('apartment_id', '=', subject.apartmentId)
          : rows.where('vehicle_id', '=', subject.vehicleId);
      return (await rows.limit(1).executeTakeFirst()) !== undefined;
    },
  };
}
