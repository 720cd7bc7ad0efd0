import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { addPaymentHeaders, IDEMPOTENCY_HEADER } from '../../../shared/schemas/payments';
import {
  addedRentRecord,
  addRentRecordBody,
  editRentRecordBody,
  rentRecordEnvelope,
  rentRecordFilters,
  rentRecordList,
  rentRecordListAnswer,
  rentRecordListQuery,
  TENANTS_EXPORT_FILE,
  toRentRecordEnvelope,
} from '../../../shared/schemas/rent-records';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { routePattern } from '../../lib/route-pattern';
import { sendXlsx } from '../../lib/xlsx-export';
import { IDEMPOTENT_REPLAYED_HEADER } from '../payments';
import { rentRecordExportColumns } from './export-columns';
import { RENT_RECORD_MESSAGES, rentRecordsService } from './service';

export { RENT_RECORD_MESSAGES } from './service';

/**
 * Tenants' rent records. The single GET answers the record's fields at the top level and the same
 * record under `data` (docs/screens.md §7; decision 059, replacing 012's `{ data }` only); create and
 * edit answer the same shape, as the single GET shows the record. The edit takes the record itself,
 * and ignores a `data` key sent back with it.
 */
export async function rentRecordsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // The list contract (docs/lists.md): with `page` one page in the envelope, without it the whole
  // array as before, streamed batch by batch.
  route.get(
    api.rentRecords,
    { schema: { querystring: rentRecordListQuery, response: { 200: rentRecordListAnswer } } },
    async (request, reply) => {
      const ctx = request.readContext();
      if (request.query.page !== undefined) return rentRecordsService.page(ctx, request.query);
      return sendJsonArray(request, reply, await rentRecordsService.batches(ctx, request.query));
    },
  );

  // The later clients' name for a unit's rent records (docs/ledger.md §2).
  route.get(
    routePattern(api.apartmentTenants),
    { schema: { params: idParams, response: { 200: rentRecordList } } },
    async (request) => rentRecordsService.listByApartment(request.readContext(), request.params.id),
  );

  route.get(
    `${api.rentRecord('')}:id`,
    { schema: { params: idParams, response: { 200: rentRecordEnvelope } } },
    async (request) =>
      toRentRecordEnvelope(await rentRecordsService.findById(request.readContext(), request.params.id)),
  );

  // With `payment`, the payment received is recorded in the same transaction (decision 057), once
  // per Idempotency-Key (decision 043); the answer then carries it at the top level.
  route.post(
    api.addRentRecord,
    {
      schema: { headers: addPaymentHeaders, body: addRentRecordBody, response: { 200: addedRentRecord } },
    },
    async (request, reply) => {
      const requestKey = request.headers[IDEMPOTENCY_HEADER];
      const { record, payment, replayed } = await request.write((ctx) =>
        rentRecordsService.add(ctx, request.body, requestKey),
      );
      if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      const envelope = toRentRecordEnvelope(record);
      return payment ? { ...envelope, payment } : envelope;
    },
  );

  route.put(
    `${api.editRentRecord('')}:id`,
    { schema: { params: idParams, body: editRentRecordBody, response: { 200: rentRecordEnvelope } } },
    async (request) =>
      toRentRecordEnvelope(
        await request.write((ctx) => rentRecordsService.update(ctx, request.params.id, request.body)),
      ),
  );

  route.delete(
    `${api.deleteRentRecord('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await request.write((ctx) => rentRecordsService.remove(ctx, request.params.id));
      return { message: RENT_RECORD_MESSAGES.deleted };
    },
  );

  // The list's own parameters (docs/lists.md); the rows stream from the database into the workbook.
  route.get(api.exportTenants, { schema: { querystring: rentRecordFilters } }, async (request, reply) => {
    const batches = await rentRecordsService.batches(request.readContext(), request.query);
    return sendXlsx(reply, TENANTS_EXPORT_FILE, rentRecordExportColumns, eachRow(batches));
  });
}
