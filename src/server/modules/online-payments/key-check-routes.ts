import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { messageResponse } from '../../../shared/schemas/common';
import { checkPaymentKeys } from './key-check';

/** `POST /api/settings/payments/check` (Admin only): proves the saved keys, docs/collect.md §2. */
export async function paymentKeyCheckRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    api.paymentSettingsCheck,
    { config: { roles: ADMIN_ROLES }, schema: { response: { 200: messageResponse } } },
    async (request) => checkPaymentKeys(request.readContext(), app.config.payments),
  );
}
