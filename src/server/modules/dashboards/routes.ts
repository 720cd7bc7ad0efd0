import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api } from '../../../shared/paths';
import { apartmentDashboard, fleetDashboard } from '../../../shared/schemas/dashboards';
import { dashboardsService } from './service';

/** The dashboards' figures (docs/decisions/084-*): every signed-in role reads them. */
export async function dashboardsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(api.dashboardApartments, { schema: { response: { 200: apartmentDashboard } } }, async (request) =>
    dashboardsService.apartments(request.readContext()),
  );

  route.get(api.dashboardFleet, { schema: { response: { 200: fleetDashboard } } }, async (request) =>
    dashboardsService.fleet(request.readContext()),
  );
}
