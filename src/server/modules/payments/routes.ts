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
  matchesPaymentFilters,
  PAYMENTS_EXPORT_FILE,
  payment,
  paymentFilters,
  paymentList,
  voidPaymentBody,
} from '../../../shared/schemas/payments';
import { sendXlsx } from '../../lib/xlsx-export';
import { paymentExportColumns } from './export-columns';
import { PAYMENT_MESSAGES, paymentsService } from './service';

export { PAYMENT_MESSAGES } from './service';

/** Told on an add-payment answer that repeats the payment already recorded under its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Rent payments, each populated with its tenant `{ _id, tenantName }`, and their xlsx export. */
export async function paymentsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.payments, { schema: { response: { 200: paymentList } } }, async (request) =>
    paymentsService.list(request.readContext()),
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

  // Voids the payment (ledger.md §3); old clients send no body, the screen sends `{ reason }`.
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

  route.get(api.exportPayments, { schema: { querystring: paymentFilters } }, async (request, reply) => {
    const rows = (await paymentsService.list(request.readContext())).filter((row) =>
      matchesPaymentFilters(row, request.query),
    );
    return sendXlsx(reply, PAYMENTS_EXPORT_FILE, paymentExportColumns, rows);
  });
}
