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
} from '../../../shared/schemas/payments';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { sendXlsx } from '../../lib/xlsx-export';
import { paymentExportColumns } from './export-columns';
import { KEY_REUSED, paymentsRepository, UNKNOWN_TENANT } from './repository';

export const PAYMENT_MESSAGES = {
  deleted: 'Payment deleted successfully',
  unknownTenant: 'Tenant not found: choose a tenant from the list',
  keyReused:
    'This payment was already recorded with other details. Check the payment list before adding it again.',
} as const;

const unknownTenant = () =>
  badRequest(PAYMENT_MESSAGES.unknownTenant, [{ path: 'tenant', message: PAYMENT_MESSAGES.unknownTenant }]);

/** Rent payments, each populated with its tenant `{ _id, tenantName }`, and their xlsx export. */
export async function paymentsRoutes(app: FastifyInstance) {
  const payments = paymentsRepository(app.db);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.payments, { schema: { response: { 200: paymentList } } }, async () => payments.list());

  route.get(
    `${api.payment('')}:id`,
    { schema: { params: idParams, response: { 200: payment } } },
    async (request) => {
      const found = await payments.find(request.params.id);
      if (!found) throw notFound('Payment');
      return found;
    },
  );

  route.post(
    api.addPayment,
    { schema: { headers: addPaymentHeaders, body: addPaymentBody, response: { 200: payment } } },
    async (request, reply) => {
      const created = await payments.create(request.body, request.headers[IDEMPOTENCY_HEADER]);
      if (created === UNKNOWN_TENANT) throw unknownTenant();
      if (created === KEY_REUSED) throw new HttpError(409, PAYMENT_MESSAGES.keyReused);
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      return created.payment;
    },
  );

  route.put(
    `${api.editPayment('')}:id`,
    { schema: { params: idParams, body: editPaymentBody, response: { 200: payment } } },
    async (request) => {
      const updated = await payments.update(request.params.id, request.body);
      if (updated === UNKNOWN_TENANT) throw unknownTenant();
      if (!updated) throw notFound('Payment');
      return updated;
    },
  );

  route.delete(
    `${api.deletePayment('')}:id`,
    { config: { roles: DELETE_ROLES }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      if (!(await payments.remove(request.params.id))) throw notFound('Payment');
      return { message: PAYMENT_MESSAGES.deleted };
    },
  );

  route.get(api.exportPayments, { schema: { querystring: paymentFilters } }, async (request, reply) => {
    const rows = (await payments.list()).filter((row) => matchesPaymentFilters(row, request.query));
    return sendXlsx(reply, PAYMENTS_EXPORT_FILE, paymentExportColumns, rows);
  });
}
