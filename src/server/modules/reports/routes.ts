import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFIT_REPORT_FILE } from '../../../shared/expenses';
import { api } from '../../../shared/paths';
import { idParams } from '../../../shared/schemas/common';
import {
  fleetProfit,
  profitReport,
  profitReportQuery,
  reportPeriod,
  vehicleProfit,
} from '../../../shared/schemas/reports';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsxWorkbook } from '../../lib/xlsx-export';
import { profitWorkbook } from './export-sheets';
import { reportsService } from './service';

/**
 * Profit and loss (docs/insight.md §2) and the fleet's charts (§3). Every signed-in role reads them, as
 * the dashboards (docs/decisions/126-profit-report.md).
 */
export async function reportsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    api.profitReport,
    { schema: { querystring: profitReportQuery, response: { 200: profitReport } } },
    async (request) =>
      reportsService.profit(
        request.readContext(),
        { from: request.query.from, to: request.query.to },
        request.query.groupBy,
      ),
  );

  // Profit_Report.xlsx: a sheet per table, then the totals and the rent tax estimate.
  route.get(api.exportProfitReport, { schema: { querystring: reportPeriod } }, async (request, reply) =>
    sendXlsxWorkbook(
      reply,
      PROFIT_REPORT_FILE,
      profitWorkbook(await reportsService.profitTables(request.readContext(), request.query), request.query),
    ),
  );

  route.get(api.dashboardFleetProfit, { schema: { response: { 200: fleetProfit } } }, async (request) =>
    reportsService.fleetProfit(request.readContext()),
  );

  route.get(
    routePattern(api.vehicleProfit),
    { schema: { params: idParams, response: { 200: vehicleProfit } } },
    async (request) => reportsService.vehicleProfit(request.readContext(), request.params.id),
  );
}
