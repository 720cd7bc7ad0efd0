import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api } from '../../../shared/paths';
import { alertList, alertsQuery } from '../../../shared/schemas/reminders';
import { alertsService } from './service';

/** The alert feed (reminders.md §3): everyone signed in sees their business's alerts. */
export async function alertsRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    api.alerts,
    { schema: { querystring: alertsQuery, response: { 200: alertList } } },
    async (request) => alertsService.list(request.readContext(), request.query),
  );
}
