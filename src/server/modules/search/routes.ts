import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api } from '../../../shared/paths';
import { searchAnswer, searchQuery } from '../../../shared/schemas/search';
import { searchService } from './service';

/** GET /api/search?q= (everyone signed in): the header search (docs/decisions/086-header-search.md). */
export async function searchRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    api.search,
    { schema: { querystring: searchQuery, response: { 200: searchAnswer } } },
    async (request) => searchService.search(request.readContext(), request.query),
  );
}
