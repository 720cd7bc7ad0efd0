import type { Apartment } from '../../../shared/schemas/apartments';
import { notFound } from '../../lib/domain-errors';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit/service';
import { type ApartmentInput, apartmentsRepository } from './repository';

const repository = (ctx: ReadContext) => apartmentsRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Apartment');

/** Properties (spec.md §3): the rules between the routes and the table. */
export const apartmentsService = {
  list: (ctx: ReadContext) => repository(ctx).list(),

  async findById(ctx: ReadContext, id: string): Promise<Apartment> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  async create(ctx: ServiceContext, input: ApartmentInput): Promise<Apartment> {
    const created = await repository(ctx).insert(input);
    await audit.created(ctx, 'apartment', created);
    ctx.changed('apartments');
    return created;
  },

  async update(ctx: ServiceContext, id: string, input: ApartmentInput): Promise<Apartment> {
    const before = await repository(ctx).findById(id);
    const after = before && (await repository(ctx).update(id, input));
    if (!before || !after) throw missing();
    await audit.updated(ctx, 'apartment', before, after);
    ctx.changed('apartments');
    return after;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const before = await repository(ctx).findById(id);
    if (!before || !(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'apartment', before);
    ctx.changed('apartments');
  },
};
