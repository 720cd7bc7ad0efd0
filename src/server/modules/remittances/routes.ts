import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  board,
  boardQuery,
  IDEMPOTENCY_HEADER,
  REMITTANCES_EXPORT_FILE,
  recordMoneyHeaders,
  remittance,
  remittanceBody,
  remittanceListAnswer,
  remittanceListQuery,
  voidBody,
} from '../../../shared/schemas/hire';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { IDEMPOTENT_REPLAYED_HEADER } from '../payments';
import { remittanceExportColumns } from './export-columns';
import { REMITTANCE_MESSAGES, remittancesService } from './service';

/** Remittances (docs/hire.md §2–3): recorded once per Idempotency-Key, voided not deleted; the day's board. */
export async function remittancesRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Without `page` the whole array as before, streamed; with it one page (docs/lists.md).
  route.get(
    api.remittances,
    { schema: { querystring: remittanceListQuery, response: { 200: remittanceListAnswer } } },
    async (request, reply) => {
      if (request.query.page !== undefined)
        return remittancesService.page(request.readContext(), request.query);
      return sendJsonArray(request, reply, remittancesService.batches(request.readContext(), request.query));
    },
  );

  route.get(
    routePattern(api.remittance),
    { schema: { params: idParams, response: { 200: remittance } } },
    async (request) => remittancesService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.remittances,
    { schema: { headers: recordMoneyHeaders, body: remittanceBody, response: { 200: remittance } } },
    async (request, reply) => {
      const { remittance: recorded, replayed } = await request.write((ctx) =>
        remittancesService.create(ctx, request.body, request.headers[IDEMPOTENCY_HEADER]),
      );
      if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return recorded;
    },
  );

  route.put(
    routePattern(api.remittance),
    { schema: { params: idParams, body: remittanceBody, response: { 200: remittance } } },
    async (request) =>
      request.write((ctx) => remittancesService.update(ctx, request.params.id, request.body)),
  );

  // Voids the remittance: its receipt stays, marked VOID (docs/hire.md §2).
  route.delete(
    routePattern(api.remittance),
    {
      config: { roles: DELETE_ROLES },
      schema: { params: idParams, body: voidBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await request.write((ctx) => remittancesService.remove(ctx, request.params.id, request.body.reason));
      return { message: REMITTANCE_MESSAGES.voided };
    },
  );

  route.get(
    api.hireToday,
    { schema: { querystring: boardQuery, response: { 200: board } } },
    async (request) => remittancesService.board(request.readContext(), request.query.date),
  );

  // The list's parameters; the rows are written as they come from the database.
  route.get(api.exportRemittances, { schema: { querystring: remittanceListQuery } }, async (request, reply) =>
    sendXlsx(
      reply,
      REMITTANCES_EXPORT_FILE,
      remittanceExportColumns,
      eachRow(remittancesService.batches(request.readContext(), request.query)),
    ),
  );
}
