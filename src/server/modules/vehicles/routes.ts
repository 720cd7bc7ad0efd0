import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { vehicleCosts } from '../../../shared/schemas/vehicle-papers';
import {
  VEHICLES_EXPORT_FILE,
  vehicleCreateBody,
  vehicleListAnswer,
  vehicleListQuery,
  vehicleRecord,
  vehicleUpdateBody,
} from '../../../shared/schemas/vehicles';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { vehicleExportColumns } from './export-columns';
import { duplicatePlateMessage, vehiclesService } from './service';

export const VEHICLE_MESSAGES = {
  notFound: 'Vehicle record not found',
  deleted: 'Vehicle record deleted successfully',
  duplicatePlate: duplicatePlateMessage,
} as const;

/** Vehicles: list, one, add, edit, delete (Admin and Manager) and the xlsx export. */
export async function vehicleRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Without `page` the whole array as before, streamed; with it one page (docs/lists.md).
  route.get(
    api.vehicles,
    { schema: { querystring: vehicleListQuery, response: { 200: vehicleListAnswer } } },
    async (request, reply) => {
      if (request.query.page !== undefined) return vehiclesService.page(request.readContext(), request.query);
      return sendJsonArray(request, reply, vehiclesService.batches(request.readContext(), request.query));
    },
  );

  route.get(
    `${api.vehicle('')}:id`,
    { schema: { params: idParams, response: { 200: vehicleRecord } } },
    async (request) => vehiclesService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.addVehicle,
    { schema: { body: vehicleCreateBody, response: { 200: vehicleRecord } } },
    async (request) => request.write((ctx) => vehiclesService.create(ctx, request.body)),
  );

  route.put(
    `${api.editVehicle('')}:id`,
    { schema: { params: idParams, body: vehicleUpdateBody, response: { 200: vehicleRecord } } },
    async (request) => request.write((ctx) => vehiclesService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    `${api.deleteVehicle('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => vehiclesService.remove(ctx, request.params.id));
      return { message: VEHICLE_MESSAGES.deleted };
    },
  );

  // Its maintenance and document costs (docs/reminders.md §1: documents count as vehicle expenses).
  route.get(
    routePattern(api.vehicleCosts),
    { schema: { params: idParams, response: { 200: vehicleCosts } } },
    async (request) => vehiclesService.costs(request.readContext(), request.params.id),
  );

  // The list's parameters (none: every vehicle, docs/screens.md §2); rows written as they are read.
  route.get(api.exportVehicles, { schema: { querystring: vehicleListQuery } }, async (request, reply) =>
    sendXlsx(
      reply,
      VEHICLES_EXPORT_FILE,
      vehicleExportColumns,
      eachRow(vehiclesService.batches(request.readContext(), request.query)),
    ),
  );
}
