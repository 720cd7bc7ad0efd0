import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  CONTRACTS_EXPORT_FILE,
  contract,
  contractBody,
  contractLedger,
  contractListAnswer,
  contractListQuery,
} from '../../../shared/schemas/hire';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { contractExportColumns } from './export-columns';
import { CONTRACT_MESSAGES, contractsService } from './service';

/** Hire contracts (docs/hire.md §3), each with the values derived as of today, their ledger and export. */
export async function contractsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Without `page` the whole array as before, streamed; with it one page (docs/lists.md).
  route.get(
    api.contracts,
    { schema: { querystring: contractListQuery, response: { 200: contractListAnswer } } },
    async (request, reply) => {
      if (request.query.page !== undefined)
        return contractsService.page(request.readContext(), request.query);
      return sendJsonArray(
        request,
        reply,
        await contractsService.batches(request.readContext(), request.query),
      );
    },
  );

  route.get(
    routePattern(api.contract),
    { schema: { params: idParams, response: { 200: contract } } },
    async (request) => contractsService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.contracts,
    { schema: { body: contractBody, response: { 200: contract } } },
    async (request) => request.write((ctx) => contractsService.create(ctx, request.body)),
  );

  route.put(
    routePattern(api.contract),
    { schema: { params: idParams, body: contractBody, response: { 200: contract } } },
    async (request) => request.write((ctx) => contractsService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    routePattern(api.contract),
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => contractsService.remove(ctx, request.params.id));
      return { message: CONTRACT_MESSAGES.deleted };
    },
  );

  route.get(
    routePattern(api.contractLedger),
    { schema: { params: idParams, response: { 200: contractLedger } } },
    async (request) => contractsService.ledger(request.readContext(), request.params.id),
  );

  // The list's parameters; the rows are written as they come from the database.
  route.get(api.exportContracts, { schema: { querystring: contractListQuery } }, async (request, reply) =>
    sendXlsx(
      reply,
      CONTRACTS_EXPORT_FILE,
      contractExportColumns,
      eachRow(await contractsService.batches(request.readContext(), request.query)),
    ),
  );
}
