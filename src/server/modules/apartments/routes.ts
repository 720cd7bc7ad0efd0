import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import {
  APARTMENTS_EXPORT_FILE,
  addApartmentBody,
  apartment,
  apartmentListAnswer,
  apartmentListQuery,
  editApartmentBody,
} from '../../../shared/schemas/apartments';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { eachRow, sendJsonArray } from '../../lib/list-read';
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

  // The list contract (docs/lists.md): one page with `page`, else the old whole array, streamed.
  route.get(
    api.apartments,
    { schema: { querystring: apartmentListQuery, response: { 200: apartmentListAnswer } } },
    async (request, reply) => {
      const ctx = request.readContext();
      if (request.query.page !== undefined) return apartmentsService.page(ctx, request.query);
      return sendJsonArray(request, reply, apartmentsService.batches(ctx, request.query));
    },
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

  // The list's parameters (`page` aside); the workbook is written as the rows come (docs/lists.md).
  route.get(api.exportApartments, { schema: { querystring: apartmentListQuery } }, async (request, reply) => {
    const batches = apartmentsService.batches(request.readContext(), request.query);
    return sendXlsx(reply, APARTMENTS_EXPORT_FILE, apartmentExportColumns, eachRow(batches));
  });
}
