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
  remittanceFilters,
  remittanceList,
  voidBody,
} from '../../../shared/schemas/hire';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { IDEMPOTENT_REPLAYED_HEADER } from '../payments/routes';
import { remittanceExportColumns } from './export-columns';
import { REMITTANCE_MESSAGES, remittancesService } from './service';

/** Remittances (hire.md §2–3): recorded once per Idempotency-Key, voided not deleted; the day's board. */
export async function remittancesRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    api.remittances,
    { schema: { querystring: remittanceFilters, response: { 200: remittanceList } } },
    async (request) => remittancesService.list(request.readContext(), request.query),
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

  // Voids the remittance: its receipt stays, marked VOID (hire.md §2).
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

  route.get(api.exportRemittances, { schema: { querystring: remittanceFilters } }, async (request, reply) =>
    sendXlsx(
      reply,
      REMITTANCES_EXPORT_FILE,
      remittanceExportColumns,
      await remittancesService.list(request.readContext(), request.query),
    ),
  );
}
