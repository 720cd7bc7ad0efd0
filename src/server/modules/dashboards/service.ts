import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { DASHBOARD_CARD_COUNT } from '../../../shared/constants';
import { addMonthsClamped } from '../../../shared/dates';
import { fromPesewas } from '../../../shared/money';
import type { ApartmentDashboard } from '../../../shared/schemas/dashboards';
import { businessToday } from '../../lib/business-day';
import type { ReadContext } from '../../lib/service-context';
import { paymentsRepository } from '../payments/repository';
import { standingForPaid } from '../rent-records/standing';
import { dashboardsRepository } from './repository';

const repository = (ctx: ReadContext) => dashboardsRepository(ctx.trx, ctx.accountId);

/** Tenancies worked out between two turns of the event loop. */
const TENANCIES_PER_TURN = 2000;

/**
 * Every tenancy's arrears as of `today`, in pesewas: each tenancy's paid sum comes from the database,
 * its standing from the rent engine (rent-records/standing.ts), the one formula.
 */
async function totalArrears(ctx: ReadContext, today: string): Promise<number> {
  const [tenancies, paid] = await Promise.all([
    repository(ctx).tenancyTerms(),
    paymentsRepository(ctx.trx, ctx.accountId).paidByTenant(),
  ]);
  let arrears = 0;
  for (const [index, tenancy] of tenancies.entries()) {
    arrears += standingForPaid(tenancy.terms, paid.get(tenancy.id) ?? 0, today).arrears;
    if ((index + 1) % TENANCIES_PER_TURN === 0) await yieldToEventLoop();
  }
  return arrears;
}

/** The dashboards' figures, added up by the server instead of each screen downloading whole lists. */
export const dashboardsService = {
  async apartments(ctx: ReadContext, today = businessToday()): Promise<ApartmentDashboard> {
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    const [units, firstUnits, collected, arrears] = await Promise.all([
      repository(ctx).unitFigures(),
      repository(ctx).firstUnits(DASHBOARD_CARD_COUNT),
      repository(ctx).collectedBetween(first, addMonthsClamped(first, 1)),
      totalArrears(ctx, today),
    ]);
    return {
      total: units.total,
      occupied: units.occupied,
      vacant: units.vacant,
      monthlyRevenue: fromPesewas(units.revenuePesewas),
      arrears: fromPesewas(arrears),
      collectedThisMonth: fromPesewas(collected),
      month,
      units: firstUnits,
    };
  },
};
