import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { paymentSettings, paymentSettingsBody } from '../../../shared/schemas/payment-settings';
import { publicBaseUrl } from '../statements';
import { type PaymentSettingsServer, paymentSettingsService } from './service';

/** `GET` and `PUT /api/settings/payments` (Admin only), docs/collect.md §2. */
export async function paymentSettingsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const server = (request: FastifyRequest): PaymentSettingsServer => ({
    testProviderAvailable: app.config.paymentsTestProvider,
    publicUrlSet: app.config.publicUrl !== undefined,
    paystackWebhookUrl: `${publicBaseUrl(request)}${api.paymentWebhook('paystack')}`,
  });

  route.get(
    api.paymentSettings,
    { config: { roles: ADMIN_ROLES }, schema: { response: { 200: paymentSettings } } },
    async (request) => paymentSettingsService.find(request.readContext(), server(request)),
  );

  route.put(
    api.paymentSettings,
    {
      config: { roles: ADMIN_ROLES },
      schema: { body: paymentSettingsBody, response: { 200: paymentSettings } },
    },
    async (request) =>
      request.write((ctx) => paymentSettingsService.update(ctx, request.body, server(request))),
  );
}
