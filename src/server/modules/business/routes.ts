import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { businessSettings, businessSettingsBody } from '../../../shared/schemas/ledger';
import { businessService } from './service';

/** `GET /api/settings/business` (everyone) and `PUT` (Admin only), docs/ledger.md §4. */
export async function businessRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.businessSettings, { schema: { response: { 200: businessSettings } } }, async (request) =>
    businessService.find(request.readContext()),
  );

  route.put(
    api.businessSettings,
    {
      config: { roles: ADMIN_ROLES },
      schema: { body: businessSettingsBody, response: { 200: businessSettings } },
    },
    async (request) => request.write((ctx) => businessService.update(ctx, request.body)),
  );
}
