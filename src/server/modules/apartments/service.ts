import type { Apartment, ApartmentListQuery, ApartmentPage } from '../../../shared/schemas/apartments';
import { expenseSubjects } from '../../db/expense-subjects';
import { currentTenancyOf, unitTenancies } from '../../db/unit-tenancies';
import { businessToday } from '../../lib/business-day';
import { conflict, notFound } from '../../lib/domain-errors';
import { offsetBatches, readPage } from '../../lib/list-read';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { type ApartmentInput, apartmentsRepository, type StoredApartment } from './repository';

const repository = (ctx: ReadContext) => apartmentsRepository(ctx.trx, ctx.accountId);
const tenancies = (ctx: ReadContext) => unitTenancies(ctx.trx, ctx.accountId);
const missing = () => notFound('Apartment');

/** The properties with their tenancies (docs/ledger.md §2): the current one and every record's id. */
async function withTenancies(ctx: ReadContext, stored: StoredApartment[]): Promise<Apartment[]> {
  const ids = stored.map((unit) => unit._id);
  const [active, byUnit] = await Promise.all([
    tenancies(ctx).activeOnUnits(ids),
    tenancies(ctx).idsByUnit(ids),
  ]);
  const today = businessToday();
  return stored.map((unit) => {
    const current = currentTenancyOf(
      active.filter((tenancy) => tenancy.apartmentId === unit._id),
      today,
    );
    return {
      ...unit,
      currentTenancy: current
        ? { _id: current.id, tenantName: current.tenantName, expirationDate: current.expirationDate }
        : null,
      tenants: byUnit.get(unit._id) ?? [],
    };
  });
}

async function one(ctx: ReadContext, stored: StoredApartment): Promise<Apartment> {
  const [found] = await withTenancies(ctx, [stored]);
  if (!found) throw missing();
  return found;
}

/** Properties (docs/screens.md §3): the rules between the routes and the table. */
export const apartmentsService = {
  /** One page of the list with how many match (docs/lists.md); no sums. */
  page(ctx: ReadContext, query: ApartmentListQuery): Promise<ApartmentPage> {
    return readPage(query, {
      count: () => repository(ctx).count(query),
      totals: async () => ({}),
      rows: async (limit, offset) => withTenancies(ctx, await repository(ctx).rows(query, limit, offset)),
    });
  },

  /** Every property the list's query matches, batch by batch (the old whole array, the export). */
  batches(ctx: ReadContext, query: ApartmentListQuery): AsyncGenerator<Apartment[]> {
    return offsetBatches(async (limit, offset) =>
      withTenancies(ctx, await repository(ctx).rows(query, limit, offset)),
    );
  },

  async findById(ctx: ReadContext, id: string): Promise<Apartment> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return one(ctx, found);
  },

  async create(ctx: ServiceContext, input: ApartmentInput): Promise<Apartment> {
    const created = await one(ctx, await repository(ctx).insert(input));
    await audit.created(ctx, 'apartment', created);
    ctx.changed('apartments');
    return created;
  },

  async update(ctx: ServiceContext, id: string, input: ApartmentInput): Promise<Apartment> {
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const before = await one(ctx, stored);
    const updated = await repository(ctx).update(id, input);
    if (!updated) throw missing();
    const after = await one(ctx, updated);
    await audit.updated(ctx, 'apartment', before, after);
    ctx.changed('apartments');
    // Its tenancies show the unit's title and location (docs/ledger.md §2): their list moves with them.
    if (before.title !== after.title || before.location !== after.location) ctx.changed('tenants');
    return after;
  },

  /**
   * A unit an Active tenancy holds cannot be deleted (409); Inactive records on it are detached and
   * keep their room description (docs/ledger.md §2).
   */
  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const stored = await repository(ctx).lock(id);
    if (!stored) throw missing();
    const before = await one(ctx, stored);
    const [holder] = await tenancies(ctx).activeOnUnits([id]);
    if (holder) {
      throw conflict(
        `${stored.title} is let to ${holder.tenantName} until ${holder.expirationDate.slice(0, 10)}: ` +
          'end or move that tenancy before deleting the apartment.',
      );
    }
    if ((await tenancies(ctx).detachFromUnit(id)) > 0) ctx.changed('tenants');
    // Its expenses become general ones (the key's ON DELETE SET NULL, docs/decisions/122-expenses-of-deleted-records.md).
    if (await expenseSubjects(ctx.trx, ctx.accountId).anyOf({ apartmentId: id })) ctx.changed('expenses');
    if (!(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'apartment', before);
    ctx.changed('apartments');
  },
};
