import type { DataKind } from '../../../shared/constants';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import { notFound } from '../../lib/domain-errors';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit/service';
import { paymentsRepository } from '../payments/repository';
import { type RentRecordInput, rentRecordsRepository } from './repository';

const repository = (ctx: ReadContext) => rentRecordsRepository(ctx.trx, ctx.accountId);
const payments = (ctx: ReadContext) => paymentsRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Tenant record');

/** The kinds a tenant write changed: the tenants, and the payments when any of theirs changed too. */
const changedKinds = (paymentsChanged: number): DataKind[] =>
  paymentsChanged > 0 ? ['tenants', 'payments'] : ['tenants'];

/** Tenants' rent records (spec.md §3). Their payments keep the tenant's name (product.md §4). */
export const rentRecordsService = {
  list: (ctx: ReadContext) => repository(ctx).list(),

  async findById(ctx: ReadContext, id: string): Promise<RentRecord> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  async create(ctx: ServiceContext, input: RentRecordInput): Promise<RentRecord> {
    const created = await repository(ctx).insert(input);
    await audit.created(ctx, 'rent_record', created);
    ctx.changed('tenants');
    return created;
  },

  /** Replaces the record; a new name is written on the tenant's payments too, in the same transaction. */
  async update(ctx: ServiceContext, id: string, input: RentRecordInput): Promise<RentRecord> {
    const before = await repository(ctx).findById(id);
    const after = before && (await repository(ctx).update(id, input));
    if (!before || !after) throw missing();
    await audit.updated(ctx, 'rent_record', before, after);
    const renamed = await payments(ctx).renameTenant(id, after.tenantName);
    ctx.changed(...changedKinds(renamed));
    return after;
  },

  /** Deletes the record; its payments stay, unlinked, under the tenant's name. */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const before = await repository(ctx).findById(id);
    if (!before) throw missing();
    const unlinked = await payments(ctx).unlinkTenant(id);
    if (!(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'rent_record', before);
    ctx.changed(...changedKinds(unlinked));
  },
};
