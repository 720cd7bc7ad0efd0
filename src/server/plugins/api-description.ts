import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { api } from '../../shared/paths';
import { NAMED_PARAMS, routePattern } from '../lib/route-pattern';
import { XLSX_CONTENT_TYPE } from '../lib/xlsx-export';
import { SESSION_COOKIE } from './auth';

/** What each route of `api` is called in shared/paths.ts, by route pattern (`/api/get/vehicle_record/:id`). */
const API_NAMES = new Map<string, string>(
  Object.entries(api).map(([name, path]) => [
    typeof path === 'function' ? routePattern(path, ...(NAMED_PARAMS[name] ?? [])) : path.replace(/\/$/, ''),
    name,
  ]),
);

/** `addVehicle` → `Add vehicle`: a summary for the reference from the route's name in shared/paths.ts. */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

const file = (description: string, type: string) => ({
  200: { description, content: { [type]: { schema: { type: 'string', contentEncoding: 'binary' } } } },
});

/**
 * The answer of a route that sends a file rather than JSON, so has no zod answer: the xlsx exports
 * (/api/export/…), the PDFs (…/pdf) and this reference itself.
 */
function fileAnswer(url: string): Record<string, unknown> | undefined {
  if (url.startsWith('/api/export/')) return file('An .xlsx workbook', XLSX_CONTENT_TYPE);
  if (url.endsWith('/pdf')) return file('A PDF document', 'application/pdf');
  if (url === api.apiDocs) return file('The reference page', 'text/html');
  if (url === api.openapi) {
    return {
      200: {
        description: 'The OpenAPI 3.1 document',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    };
  }
  return undefined;
}

/**
 * The OpenAPI 3.1 document of every /api route, generated from the zod schemas the routes validate
 * and serialize with (docs/decisions/085-api-description.md). Registered before the routes: it
 * collects them as they are added. Screens and static files are not part of the API and are left out.
 */
export async function registerApiDescription(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Property & fleet manager API',
        version: '1',
        description:
          'Every route needs a signed-in session (the cookie set by POST /api/login) unless it says otherwise. ' +
          'Lists answer the whole array without `page`, or one page in the envelope { items, total, page, pageSize, totals } with it (docs/lists.md). ' +
          'Refusals answer { message }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const { route, url } = input;
      if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
      const { schema } = zodToOpenApi({ ...input, schema: input.schema ?? {} });
      const method = String(route.method).toUpperCase();
      const name = API_NAMES.get(url.replace(/\/$/, ''));
      const described: FastifySchema & Record<string, unknown> = { ...schema };
      described.response ??= fileAnswer(url);
      if (name) {
        described.summary = summaryOf(name);
        described.operationId = `${method.toLowerCase()}_${name}`;
      }
      // Public routes (sign-in, health, first-run setup) need no session.
      if (route.config?.public) described.security = [];
      return { schema: described, url };
    },
  });
}
