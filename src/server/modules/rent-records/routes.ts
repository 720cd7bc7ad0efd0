import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  addRentRecordBody,
  editRentRecordBody,
  matchesRentRecordFilters,
  rentRecordEnvelope,
  rentRecordFilters,
  rentRecordList,
  TENANTS_EXPORT_FILE,
} from '../../../shared/schemas/rent-records';
import { notFound } from '../../lib/http-error';
import { sendXlsx } from '../../lib/xlsx-export';
import { rentRecordExportColumns } from './export-columns';
import { rentRecordsRepository } from './repository';

export const RENT_RECORD_MESSAGES = {
  deleted: 'Tenant record deleted successfully',
} as const;

/**
 * Tenants' rent records. The single GET answers `{ data: record }` (spec.md section 7); create and
 * edit answer the same shape, as the single GET shows the record.
 */
export async function rentRecordsRoutes(app: FastifyInstance) {
  const records = rentRecordsRepository(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.rentRecords, { schema: { response: { 200: rentRecordList } } }, async () => records.list());

  route.get(
    `${api.rentRecord('')}:id`,
    { schema: { params: idParams, response: { 200: rentRecordEnvelope } } },
    async (request) => {
      const found = await records.find(request.params.id);
      if (!found) throw notFound('Tenant record');
      return { data: found };
    },
  );

  route.post(
    api.addRentRecord,
    { schema: { body: addRentRecordBody, response: { 200: rentRecordEnvelope } } },
    async (request) => ({ data: await records.create(request.body) }),
  );

  route.put(
    `${api.editRentRecord('')}:id`,
    { schema: { params: idParams, body: editRentRecordBody, response: { 200: rentRecordEnvelope } } },
    async (request) => {
      const updated = await records.update(request.params.id, request.body);
      if (!updated) throw notFound('Tenant record');
      return { data: updated };
    },
  );

  route.delete(
    `${api.deleteRentRecord('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      if (!(await records.remove(request.params.id))) throw notFound('Tenant record');
      return { message: RENT_RECORD_MESSAGES.deleted };
    },
  );

  route.get(api.exportTenants, { schema: { querystring: rentRecordFilters } }, async (request, reply) => {
    const rows = (await records.list()).filter((row) => matchesRentRecordFilters(row, request.query));
    return sendXlsx(reply, TENANTS_EXPORT_FILE, rentRecordExportColumns, rows);
  });
}
