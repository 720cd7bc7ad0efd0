import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import {
  IDEMPOTENCY_HEADER,
  idempotencyHeaders,
  idParams,
  messageResponse,
} from '../../../shared/schemas/common';
import {
  MAINTENANCE_EXPORT_FILE,
  maintenanceCreateBody,
  maintenanceListAnswer,
  maintenanceListQuery,
  maintenanceRecord,
  maintenanceUpdateBody,
} from '../../../shared/schemas/maintenance';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { keyedAnswer } from '../../lib/request-keys';
import { sendXlsx } from '../../lib/xlsx-export';
import { maintenanceExportColumns } from './export-columns';
import { maintenanceService, VEHICLE_MISSING } from './service';

export const MAINTENANCE_MESSAGES = {
  notFound: 'Maintenance record not found',
  deleted: 'Maintenance record deleted successfully',
  vehicleMissing: VEHICLE_MISSING,
} as const;

/** Maintenance records: list, one, add, edit, delete (Admin and Manager) and the xlsx export. */
export async function maintenanceRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Without `page` the whole array as before, streamed; with it one page (docs/lists.md).
  route.get(
    api.maintenanceRecords,
    { schema: { querystring: maintenanceListQuery, response: { 200: maintenanceListAnswer } } },
    async (request, reply) => {
      if (request.query.page !== undefined)
        return maintenanceService.page(request.readContext(), request.query);
      return sendJsonArray(request, reply, maintenanceService.batches(request.readContext(), request.query));
    },
  );

  route.get(
    `${api.maintenanceRecord('')}:id`,
    { schema: { params: idParams, response: { 200: maintenanceRecord } } },
    async (request) => maintenanceService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.addMaintenance,
    {
      schema: {
        headers: idempotencyHeaders,
        body: maintenanceCreateBody,
        response: { 200: maintenanceRecord },
      },
    },
    async (request, reply) => {
      const requestKey = request.headers[IDEMPOTENCY_HEADER];
      const added = await request.write((ctx) => maintenanceService.create(ctx, request.body, requestKey));
      return keyedAnswer(reply, added);
    },
  );

  route.put(
    `${api.editMaintenance('')}:id`,
    { schema: { params: idParams, body: maintenanceUpdateBody, response: { 200: maintenanceRecord } } },
    async (request) =>
      request.write((ctx) => maintenanceService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    `${api.deleteMaintenance('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => maintenanceService.remove(ctx, request.params.id));
      return { message: MAINTENANCE_MESSAGES.deleted };
    },
  );

  // Every record matching the list's parameters (docs/product.md §4), written as rows are read.
  route.get(
    api.exportMaintenance,
    { schema: { querystring: maintenanceListQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        MAINTENANCE_EXPORT_FILE,
        maintenanceExportColumns,
        eachRow(maintenanceService.batches(request.readContext(), request.query)),
      ),
  );
}
