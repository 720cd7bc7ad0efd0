import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARREARS_EXPORT_FILE } from '../../../shared/ledger';
import { api } from '../../../shared/paths';
import { idParams } from '../../../shared/schemas/common';
import { arrearsFilters, arrearsListAnswer, receipt, tenancyLedger } from '../../../shared/schemas/ledger';
import { arrearsListQuery } from '../../../shared/schemas/rent-records';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { businessService } from '../business';
import { arrearsExportColumns } from './export-columns';
import { receiptPdf, statementPdf } from './pdf';
import { ledgerService } from './service';

/** A PDF download with a file name safe in a header (the names are made here, from receipt numbers). */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Receipts, tenancy ledgers, statements and arrears (docs/ledger.md §4–5). */
export async function ledgerRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    routePattern(api.receipt),
    { schema: { params: idParams, response: { 200: receipt } } },
    async (request) => ledgerService.receipt(request.readContext(), request.params.id),
  );

  route.get(routePattern(api.receiptPdf), { schema: { params: idParams } }, async (request, reply) => {
    const found = await ledgerService.receipt(request.readContext(), request.params.id);
    return sendPdf(reply, `Receipt_${found.receiptNumber}.pdf`, await receiptPdf(found));
  });

  route.get(
    routePattern(api.tenancyLedger),
    { schema: { params: idParams, response: { 200: tenancyLedger } } },
    async (request) => ledgerService.tenancyLedger(request.readContext(), request.params.id),
  );

  route.get(routePattern(api.statementPdf), { schema: { params: idParams } }, async (request, reply) => {
    const ctx = request.readContext();
    const [ledger, business] = await Promise.all([
      ledgerService.tenancyLedger(ctx, request.params.id),
      businessService.find(ctx),
    ]);
    const name = ledger.tenancy.tenantName.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'Tenant';
    return sendPdf(reply, `Statement_${name}.pdf`, await statementPdf(ledger, business));
  });

  // The list contract (docs/lists.md): with `page` one page in the envelope, without it the whole
  // array as before (most days overdue first), streamed batch by batch.
  route.get(
    api.arrears,
    { schema: { querystring: arrearsListQuery, response: { 200: arrearsListAnswer } } },
    async (request, reply) => {
      const ctx = request.readContext();
      if (request.query.page !== undefined) return ledgerService.arrearsPage(ctx, request.query);
      return sendJsonArray(request, reply, await ledgerService.arrearsBatches(ctx, request.query));
    },
  );

  // The list's own parameters (docs/lists.md); the rows stream from the database into the workbook.
  route.get(api.exportArrears, { schema: { querystring: arrearsFilters } }, async (request, reply) => {
    const batches = await ledgerService.arrearsBatches(request.readContext(), request.query);
    return sendXlsx(reply, ARREARS_EXPORT_FILE, arrearsExportColumns, eachRow(batches));
  });
}
