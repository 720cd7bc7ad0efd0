import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELETE_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  addPaymentBody,
  addPaymentHeaders,
  editPaymentBody,
  IDEMPOTENCY_HEADER,
  PAYMENTS_EXPORT_FILE,
  payment,
  paymentListAnswer,
  paymentListQuery,
  voidPaymentBody,
} from '../../../shared/schemas/payments';
import { eachRow, sendJsonArray } from '../../lib/list-read';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../lib/request-keys';
import { sendXlsx } from '../../lib/xlsx-export';
import { paymentExportColumns } from './export-columns';
import { PAYMENT_MESSAGES, paymentsService } from './service';

export { IDEMPOTENT_REPLAYED_HEADER } from '../../lib/request-keys';
export { PAYMENT_MESSAGES } from './service';

/** Rent payments, each populated with its tenant `{ _id, tenantName }`, and their xlsx export. */
export async function paymentsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  // The list contract (docs/lists.md): one page with `page`, else the old whole array, streamed.
  route.get(
    api.payments,
    { schema: { querystring: paymentListQuery, response: { 200: paymentListAnswer } } },
    async (request, reply) => {
      const ctx = request.readContext();
      if (request.query.page !== undefined) return paymentsService.page(ctx, request.query);
      return sendJsonArray(request, reply, paymentsService.batches(ctx, request.query));
    },
  );

  route.get(
    `${api.payment('')}:id`,
    { schema: { params: idParams, response: { 200: payment } } },
    async (request) => paymentsService.findById(request.readContext(), request.params.id),
  );

  route.post(
    api.addPayment,
    { schema: { headers: addPaymentHeaders, body: addPaymentBody, response: { 200: payment } } },
    async (request, reply) => {
      const requestKey = request.headers[IDEMPOTENCY_HEADER];
      const { payment, replayed } = await request.write((ctx) =>
        paymentsService.create(ctx, request.body, requestKey),
      );
      if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return payment;
    },
  );

  route.put(
    `${api.editPayment('')}:id`,
    { schema: { params: idParams, body: editPaymentBody, response: { 200: payment } } },
    async (request) => request.write((ctx) => paymentsService.update(ctx, request.params.id, request.body)),
  );

  // Voids the payment (docs/ledger.md §3); old clients send no body, the screen sends `{ reason }`.
  route.delete(
    `${api.deletePayment('')}:id`,
    {
      config: { roles: DELETE_ROLES },
      schema: { params: idParams, body: voidPaymentBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await request.write((ctx) => paymentsService.remove(ctx, request.params.id, request.body.reason));
      return { message: PAYMENT_MESSAGES.deleted };
    },
  );

  // The list's parameters (`page` aside); the workbook is written as the rows come (docs/lists.md).
  route.get(api.exportPayments, { schema: { querystring: paymentListQuery } }, async (request, reply) => {
    const batches = paymentsService.batches(request.readContext(), request.query);
    return sendXlsx(reply, PAYMENTS_EXPORT_FILE, paymentExportColumns, eachRow(batches));
  });
}
