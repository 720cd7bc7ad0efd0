import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/paths';
import { type OpenApiDocument, referencePage } from './reference-page';

/**
 * The API described (docs/decisions/085-api-description.md): the OpenAPI document generated from
 * the routes' zod schemas, and a reference page of it rendered here (no script, nothing fetched from
 * elsewhere). Both for signed-in users only, like every /api route.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let page: string | undefined;

  app.get(api.openapi, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );

  app.get(api.apiDocs, async (_request, reply) => {
    page ??= referencePage(app.swagger() as OpenApiDocument, api.openapi);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
