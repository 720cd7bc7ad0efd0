import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { vehicleCosts } from '../../../shared/schemas/vehicle-papers';
import {
  VEHICLES_EXPORT_FILE,
  vehicleCreateBody,
  vehicleList,
  vehicleRecord,
  vehicleUpdateBody,
} from '../../../shared/schemas/vehicles';
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

  route.get(api.vehicles, { schema: { response: { 200: vehicleList } } }, async (request) =>
    vehiclesService.list(request.readContext()),
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

  // Its maintenance and document costs (reminders.md §1: documents count as vehicle expenses).
  route.get(
    routePattern(api.vehicleCosts),
    { schema: { params: idParams, response: { 200: vehicleCosts } } },
    async (request) => vehiclesService.costs(request.readContext(), request.params.id),
  );

  // Every vehicle, whatever the list's type filter (spec.md section 2: "all vehicles"): no matcher.
  route.get(api.exportVehicles, async (request, reply) =>
    sendXlsx(
      reply,
      VEHICLES_EXPORT_FILE,
      vehicleExportColumns,
      await vehiclesService.list(request.readContext()),
    ),
  );
}
