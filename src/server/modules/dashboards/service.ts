import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { DASHBOARD_CARD_COUNT } from '../../../shared/constants';
import { addDays, addMonthsClamped, toDay } from '../../../shared/dates';
import { VEHICLE_TYPES, type VehicleType } from '../../../shared/fleet';
import { fromPesewas } from '../../../shared/money';
import {
  type ApartmentDashboard,
  CHART_MONTHS,
  ENDING_WITHIN_DAYS,
  type FleetDashboard,
} from '../../../shared/schemas/dashboards';
import { businessToday } from '../../lib/business-day';
import type { ReadContext } from '../../lib/service-context';
import { contractStanding } from '../contracts';
import { paymentsRepository } from '../payments';
import { chargesBetween, standingForPaid } from '../rent-records';
import { vehiclesRepository } from '../vehicles';
import { dashboardsRepository } from './repository';

const repository = (ctx: ReadContext) => dashboardsRepository(ctx.trx, ctx.accountId);

/** Tenancies or contracts worked out between two turns of the event loop. */
const TENANCIES_PER_TURN = 2000;

/**
 * Every tenancy's arrears as of `today`, and what fell due in each month from `from` to `today`, in
 * pesewas. One read of the tenancies' terms serves both (decision 129): each tenancy's paid sum comes
 * from the database, its standing and its charges from the rent engine (lib/rent-standing.ts), the
 * one formula; no payment is loaded.
 */
async function tenancyFigures(
  ctx: ReadContext,
  today: string,
  from: string,
): Promise<{ arrears: number; dueByMonth: Map<string, number> }> {
  const [tenancies, paid] = await Promise.all([
    repository(ctx).tenancyTerms(),
    paymentsRepository(ctx.trx, ctx.accountId).paidByTenant(),
  ]);
  let arrears = 0;
  const dueByMonth = new Map<string, number>();
  for (const [index, tenancy] of tenancies.entries()) {
    arrears += standingForPaid(tenancy.terms, paid.get(tenancy.id) ?? 0, today).arrears;
    for (const charge of chargesBetween(tenancy.terms, from, today)) {
      const month = charge.dueDate.slice(0, 7);
      dueByMonth.set(month, (dueByMonth.get(month) ?? 0) + charge.amountPesewas);
    }
    if ((index + 1) % TENANCIES_PER_TURN === 0) await yieldToEventLoop();
  }
  return { arrears, dueByMonth };
}

/** The chart's months (YYYY-MM), oldest first, ending with the month of `today`. */
export function chartMonths(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: CHART_MONTHS }, (_, index) =>
    addMonthsClamped(first, index - CHART_MONTHS + 1).slice(0, 7),
  );
}

/** The dashboards' figures, added up by the server instead of each screen downloading whole lists. */
export const dashboardsService = {
  async fleet(ctx: ReadContext, today = businessToday()): Promise<FleetDashboard> {
    const [byType, vehicles, contracts] = await Promise.all([
      repository(ctx).vehiclesByType(),
      vehiclesRepository(ctx.trx, ctx.accountId).first(DASHBOARD_CARD_COUNT),
      repository(ctx).activeContracts(),
    ]);
    const counts = Object.fromEntries(VEHICLE_TYPES.map((type) => [type, byType.get(type) ?? 0])) as Record<
      VehicleType,
      number
    >;
    let arrears = 0;
    for (const [index, contract] of contracts.entries()) {
      // The hire engine (contracts/schedule.ts) is the one formula for a contract's arrears.
      arrears += contractStanding(contract.terms, contract.paidPesewas, today).arrears;
      if ((index + 1) % TENANCIES_PER_TURN === 0) await yieldToEventLoop();
    }
    const last = addDays(today, ENDING_WITHIN_DAYS);
    const ending = contracts
      .flatMap((contract) => {
        const end = toDay(contract.endDate);
        return end !== '' && end >= today && end <= last ? [{ contract, end }] : [];
      })
      .sort((a, b) => a.end.localeCompare(b.end) || a.contract.id.localeCompare(b.contract.id))
      .map(({ contract }) => ({
        _id: contract.id,
        hirerName: contract.hirerName,
        vehicleRegNum: contract.vehicleRegNum,
        type: contract.type,
        endDate: contract.endDate ?? '',
      }));
    return {
      total: VEHICLE_TYPES.reduce((sum, type) => sum + counts[type], 0),
      byType: counts,
      vehicles,
      hire: { active: contracts.length, arrears: fromPesewas(arrears), ending },
    };
  },

  async apartments(ctx: ReadContext, today = businessToday()): Promise<ApartmentDashboard> {
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    const months = chartMonths(today);
    const chartFrom = `${months[0]}-01`;
    const until = addMonthsClamped(first, 1);
    const [units, firstUnits, collectedByMonth, tenancies] = await Promise.all([
      repository(ctx).unitFigures(),
      repository(ctx).firstUnits(DASHBOARD_CARD_COUNT),
      repository(ctx).collectedByMonth(chartFrom, until),
      tenancyFigures(ctx, today, chartFrom),
    ]);
    return {
      total: units.total,
      occupied: units.occupied,
      vacant: units.vacant,
      monthlyRevenue: fromPesewas(units.revenuePesewas),
      arrears: fromPesewas(tenancies.arrears),
      collectedThisMonth: fromPesewas(collectedByMonth.get(month) ?? 0),
      month,
      units: firstUnits,
      maintenance: units.maintenance,
      collections: months.map((each) => ({
        month: each,
        collected: fromPesewas(collectedByMonth.get(each) ?? 0),
        due: fromPesewas(tenancies.dueByMonth.get(each) ?? 0),
      })),
    };
  },
};
