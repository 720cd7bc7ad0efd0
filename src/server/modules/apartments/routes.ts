import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import {
  APARTMENTS_EXPORT_FILE,
  addApartmentBody,
  apartment,
  apartmentFilters,
  apartmentList,
  editApartmentBody,
  matchesApartmentFilters,
} from '../../../shared/schemas/apartments';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { sendXlsx } from '../../lib/xlsx-export';
import { apartmentExportColumns } from './export-columns';
import { apartmentsService } from './service';

export const APARTMENT_MESSAGES = {
  notFound: 'Apartment not found',
  deleted: 'Apartment Deleted Successfully',
} as const;

/** Properties: list, one, add, edit, delete (Admin and Manager) and the xlsx export. */
export async function apartmentsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.apartments, { schema: { response: { 200: apartmentList } } }, async (request) =>
    apartmentsService.list(request.readContext()),
  );

  route.get(
    `${api.apartment('')}:id`,
    { schema: { params: idParams, response: { 200: apartment } } },
    async (request) => apartmentsService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.addApartment,
    { schema: { body: addApartmentBody, response: { 200: apartment } } },
    async (request) => request.write((ctx) => apartmentsService.create(ctx, request.body)),
  );

  route.put(
    `${api.editApartment('')}:id`,
    { schema: { params: idParams, body: editApartmentBody, response: { 200: apartment } } },
    async (request) => request.write((ctx) => apartmentsService.update(ctx, request.params.id, request.body)),
  );

  route.delete(
    `${api.deleteApartment('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => apartmentsService.remove(ctx, request.params.id));
      return { message: APARTMENT_MESSAGES.deleted };
    },
  );

  route.get(api.exportApartments, { schema: { querystring: apartmentFilters } }, async (request, reply) => {
    const rows = (await apartmentsService.list(request.readContext())).filter((row) =>
      matchesApartmentFilters(row, request.query),
    );
    return sendXlsx(reply, APARTMENTS_EXPORT_FILE, apartmentExportColumns, rows);
  });
}
