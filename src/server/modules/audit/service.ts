import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuditEntity, AuditPage } from '../../../shared/schemas/audit';
import { newId } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import { type ReadContext, type ServiceContext, Unchanged } from '../../lib/service-context';
import { type AuditFilter, auditRepository } from './repository';

/** Any record as the API shows it: an object with its `_id`. */
type ApiRecord = { _id: string };

async function append(
  ctx: ServiceContext,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string,
  before: unknown,
  after: unknown,
) {
  await auditRepository(ctx.trx, ctx.accountId).insert({
    id: newId(),
    at: monotonicNowIso(),
    actor_id: ctx.actor._id,
    actor_name: ctx.actor.name,
    action,
    entity,
    entity_id: entityId,
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
  });
}

/** Two records are the same when only their `updatedAt` differs. */
function sameRecord(before: object, after: object): boolean {
  const { updatedAt: _before, ...left } = before as Record<string, unknown>;
  const { updatedAt: _after, ...right } = after as Record<string, unknown>;
  return isDeepStrictEqual(left, right);
}

/**
 * The audit trail of docs/ledger.md §7, written by services inside the write's transaction. `before` and
 * `after` are the records as the API shows them, never a password or its hash.
 */
export const audit = {
  created: (ctx: ServiceContext, entity: AuditEntity, after: ApiRecord) =>
    append(ctx, 'create', entity, after._id, null, after),

  /**
   * An edit. One that changes nothing is no edit: the transaction is rolled back and the record
   * answered as it was (docs/product.md §2, round trip), with no event, no new `updatedAt`.
   */
  async updated(ctx: ServiceContext, entity: AuditEntity, before: ApiRecord, after: ApiRecord) {
    if (sameRecord(before, after)) throw new Unchanged(before);
    await append(ctx, 'update', entity, after._id, before, after);
  },

  deleted: (ctx: ServiceContext, entity: AuditEntity, before: ApiRecord) =>
    append(ctx, 'delete', entity, before._id, before, null),

  voided: (ctx: ServiceContext, entity: AuditEntity, before: ApiRecord, after: ApiRecord) =>
    append(ctx, 'void', entity, after._id, before, after),
};

/** `GET /api/audit`: one page of the account's events, newest first. */
export async function listAuditEvents(
  ctx: ReadContext,
  query: AuditFilter & { page: number; pageSize: number },
): Promise<AuditPage> {
  const { items, total } = await auditRepository(ctx.trx, ctx.accountId).page(
    query,
    query.page,
    query.pageSize,
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}
