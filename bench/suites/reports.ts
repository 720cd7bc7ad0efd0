import { businessToday } from '../../src/server/lib/business-day';
import { api } from '../../src/shared/paths';
import { PROFIT_GROUPS } from '../../src/shared/schemas/reports';
import type { BenchContext, BenchRow } from '../harness';
import { latencyRows, oneAtATime } from '../load';
import { portOf } from './api';

const SUITE = 'reports';
/** docs/insight.md §5: the profit report for a year of the xl demo data within 300 ms (p99). */
const P99_MS = 300;

/**
 * The profit report (docs/insight.md §2) over the last whole calendar year, by property, by vehicle
 * and by month, one request at a time; the fleet dashboard's chart figures (12 months and the year's
 * ranking) and a vehicle's own figures beside them. On the xl data (`BENCH_SCALE=xl`) the year holds
 * about 300,000 remittances and 30,000 rent payments.
 */
export default async function reportsBench(ctx: BenchContext): Promise<BenchRow[]> {
  const headers = { cookie: ctx.cookie };
  const port = portOf(ctx.baseURL);
  const year = Number(businessToday().slice(0, 4)) - 1;
  const rows: BenchRow[] = [];
  for (const groupBy of PROFIT_GROUPS) {
    const path = `${api.profitReport}?from=${year}-01-01&to=${year}-12-31&groupBy=${groupBy}`;
    const measured = await oneAtATime(port, () => path, headers, {
      runs: 100,
      warmup: 3,
      slowMs: 3 * P99_MS,
    });
    rows.push(...latencyRows(SUITE, `profit report ${year} by ${groupBy}`, measured, P99_MS));
  }
  const charts = await oneAtATime(port, () => api.dashboardFleetProfit, headers, {
    runs: 50,
    warmup: 3,
    slowMs: 3 * P99_MS,
  });
  rows.push(...latencyRows(SUITE, 'fleet dashboard charts', charts, P99_MS));
  const vehicles = (await (
    await fetch(`${ctx.baseURL}${api.vehicles}?page=1&pageSize=1`, { headers })
  ).json()) as {
    items: { _id: string }[];
  };
  const vehicle = vehicles.items[0]?._id;
  if (vehicle) {
    const own = await oneAtATime(port, () => api.vehicleProfit(vehicle), headers, { runs: 50, warmup: 3 });
    rows.push(...latencyRows(SUITE, "a vehicle's income and costs", own, P99_MS));
  }
  return rows;
}
