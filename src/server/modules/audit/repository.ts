import type { AuditAction, AuditEntity, AuditEvent } from '../../../shared/schemas/audit';
import type { AuditEventsTable } from '../../db/schema';
import { keysetBatches, searchCondition } from '../../lib/list-read';
import type { Executor } from '../../lib/service-context';

export function toAuditEvent(row: AuditEventsTable): AuditEvent {
  return {
    _id: row.id,
    at: row.at,
    actor: { _id: row.actor_id, name: row.actor_name },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  };
}

/** An event in the all-data workbook: its record before and after as the JSON text stored. */
export type StoredAuditEvent = Omit<AuditEventsTable, 'account_id'>;

export interface AuditFilter {
  entity?: AuditEntity | undefined;
  entityId?: string | undefined;
  /** Who acted, the record's id, and its contents before and after (docs/lists.md). */
  q?: string | undefined;
}

/** The audit log of one account: appended to, read, never changed (the tables' triggers refuse it). */
export function auditRepository(db: Executor, accountId: string) {
  const filtered = (filter: AuditFilter) => {
    let query = db.selectFrom('audit_events').where('account_id', '=', accountId);
    if (filter.entity) query = query.where('entity', '=', filter.entity);
    if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
    const search = searchCondition(filter.q, ['actor_name', 'entity_id', 'before', 'after']);
    if (search) query = query.where(search);
    return query;
  };

  return {
    async insert(row: Omit<AuditEventsTable, 'account_id'> & { action: AuditAction }): Promise<void> {
      await db
        .insertInto('audit_events')
        .values({ ...row, account_id: accountId })
        .execute();
    },

    /** Every event, oldest first, batch after batch by the (account, at, id) index (the all-data workbook). */
    batches(): AsyncGenerator<StoredAuditEvent[]> {
      return keysetBatches(async (after, limit) => {
        let query = db
          .selectFrom('audit_events')
          .select(['id', 'at', 'actor_id', 'actor_name', 'action', 'entity', 'entity_id', 'before', 'after'])
          .where('account_id', '=', accountId);
        if (after)
          query = query.where((eb) => eb(eb.refTuple('at', 'id'), '>', eb.tuple(after.at, after.id)));
        return query.orderBy('at').orderBy('id').limit(limit).execute();
      });
    },

    /** One page, newest first, and how many events match in all. */
    async page(filter: AuditFilter, page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toAuditEvent), total: Number(count.count) };
    },
  };
}
