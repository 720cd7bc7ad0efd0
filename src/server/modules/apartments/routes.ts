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
import { notFound } from '../../lib/http-error';
import { sendXlsx } from '../../lib/xlsx-export';
import { apartmentExportColumns } from './export-columns';
import { apartmentsRepository } from './repository';

export const APARTMENT_MESSAGES = {
  notFound: 'Apartment not found',
  deleted: 'Apartment Deleted Successfully',
} as const;

/** Properties: list, one, add, edit, delete (Admin and Manager) and the xlsx export. */
export async function apartmentsRoutes(app: FastifyInstance) {
  const apartments = apartmentsRepository(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.apartments, { schema: { response: { 200: apartmentList } } }, async () => apartments.list());

  route.get(
    `${api.apartment('')}:id`,
    { schema: { params: idParams, response: { 200: apartment } } },
    async (request) => {
      const found = await apartments.find(request.params.id);
      if (!found) throw notFound('Apartment');
      return found;
    },
  );

  route.post(
    api.addApartment,
    { schema: { body: addApartmentBody, response: { 200: apartment } } },
    async (request) => apartments.create(request.body),
  );

  route.put(
    `${api.editApartment('')}:id`,
    { schema: { params: idParams, body: editApartmentBody, response: { 200: apartment } } },
    async (request) => {
      const updated = await apartments.update(request.params.id, request.body);
      if (!updated) throw notFound('Apartment');
      return updated;
    },
  );

  route.delete(
    `${api.deleteApartment('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      if (!(await apartments.remove(request.params.id))) throw notFound('Apartment');
      return { message: APARTMENT_MESSAGES.deleted };
    },
  );

  route.get(api.exportApartments, { schema: { querystring: apartmentFilters } }, async (request, reply) => {
    const rows = (await apartments.list()).filter((row) => matchesApartmentFilters(row, request.query));
    return sendXlsx(reply, APARTMENTS_EXPORT_FILE, apartmentExportColumns, rows);
  });
}
