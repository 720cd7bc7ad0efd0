import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/constants';
import { listAnswer, listQuery } from '../../../shared/list-query';
import { api } from '../../../shared/paths';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-export';
import { registerApiDescription } from '../../plugins/api-description';
import { SECURITY_HEADERS } from '../../plugins/security';
import { registeredRoutes } from '../../test/harness';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
}

/** `GET /api/get/vehicle_record/:id` → the document's `/api/get/vehicle_record/{id}`, get. */
function documented(route: string): { path: string; method: string } {
  const [method = '', url = ''] = route.split(' ');
  return { method: method.toLowerCase(), path: url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') };
}

/** The routes the app registers that the document leaves out, and the document's paths no route serves. */
function coverage(registered: string[], document: Document): string[] {
  const problems: string[] = [];
  const paths = new Map(
    Object.entries(document.paths).map(([path, item]) => [path.replace(/\/$/, ''), item]),
  );
  for (const route of registered) {
    const { path, method } = documented(route);
    if (!paths.get(path)?.[method]) problems.push(`${route} is missing from the document`);
  }
  const served = new Set(registered.map((route) => JSON.stringify(documented(route))));
  for (const [path, item] of paths) {
    for (const method of Object.keys(item)) {
      if (!served.has(JSON.stringify({ method, path }))) problems.push(`${method} ${path} is not a route`);
    }
  }
  return problems;
}

const jsonSchema = (content: Record<string, { schema: Record<string, unknown> }> | undefined) =>
  content?.['application/json']?.schema;

/** A page of a list, as a 200's schema shows it: the items and where they stand (docs/lists.md). */
function isEnvelope(schema: Record<string, unknown> | undefined): boolean {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: unknown }>;
  return (
    schema?.type === 'object' &&
    ['items', 'total', 'page', 'pageSize'].every((key) => key in properties) &&
    properties.items?.type === 'array'
  );
}

describe('the API described', () => {
  let t: TestApp;
  let session: TestSession;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    session = await t.signIn('Staff');
    const response = await t.request('GET', api.openapi, { cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => t?.close());

  it('is for signed-in users only, like every /api route', async () => {
    for (const url of [api.openapi, api.apiDocs]) {
      const response = await t.request('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.notSignedIn });
    }
  });

  it('is OpenAPI 3.1 and describes every registered /api route, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const registered = registeredRoutes(t.app);
    expect(registered.length).toBeGreaterThan(70);
    expect(registered).toContain(`GET ${api.openapi}`);
    expect(coverage(registered, document)).toEqual([]);
    // Screens and static files are not the API.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('names a route the document lacks, and a documented path no route serves', () => {
    const registered = registeredRoutes(t.app);
    const { '/api/get/vehicle_record/{id}': _left, ...paths } = document.paths;
    expect(coverage(registered, { ...document, paths })).toEqual([
      `GET ${api.vehicle('')}:id is missing from the document`,
    ]);
    expect(coverage([...registered, 'GET /api/new/report'], document)).toEqual([
      'GET /api/new/report is missing from the document',
    ]);
    expect(coverage(registered.slice(1), document)).toEqual([
      `${documented(registered[0] ?? '').method} ${documented(registered[0] ?? '').path} is not a route`,
    ]);
  });

  it("carries each route's parameters, body and answer from its zod schemas", () => {
    const one = document.paths['/api/get/vehicle_record/{id}']?.get;
    expect(one?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    const record = jsonSchema(one?.responses['200']?.content);
    expect(record?.type).toBe('object');
    expect(record?.required).toEqual(expect.arrayContaining(['_id', 'make', 'vehicleRegNum']));

    const add = document.paths[api.addVehicle]?.post;
    const body = jsonSchema(add?.requestBody?.content);
    expect(Object.keys((body?.properties as object) ?? {})).toEqual(
      expect.arrayContaining(['vehicleType', 'make', 'model', 'vehicleRegNum']),
    );

    // Files have no zod answer: their media type is given instead.
    expect(Object.keys(document.paths[api.exportVehicles]?.get?.responses['200']?.content ?? {})).toEqual([
      XLSX_CONTENT_TYPE,
    ]);
    expect(
      Object.keys(document.paths['/api/receipts/{id}/pdf']?.get?.responses['200']?.content ?? {}),
    ).toEqual(['application/pdf']);

    // A list: the contract's paging, search and sort, and its own filter (docs/lists.md).
    const compliance = document.paths[api.compliance]?.get;
    expect(compliance?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`).sort()).toEqual(
      ['query order', 'query page', 'query pageSize', 'query q', 'query sort', 'query status'].sort(),
    );
  });

  it('says which routes need no session', () => {
    expect(document.paths[api.login]?.post?.security).toEqual([]);
    expect(document.paths[api.health]?.get?.security).toEqual([]);
    expect(document.paths[api.vehicles]?.get?.security).toBeUndefined();
  });

  it('shows the page envelope in the 200 of every list that takes `page`', () => {
    const paged: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const list = item.get;
      if (!list?.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'page')) {
        continue;
      }
      // An export takes its list's parameters but answers a workbook, never a page.
      if (path.startsWith('/api/export/')) continue;
      paged.push(path);
      const answer = jsonSchema(list.responses['200']?.content);
      // A list of the contract answers either (listAnswer); the audit log always answers a page.
      const options = Array.isArray(answer?.anyOf) ? (answer.anyOf as Record<string, unknown>[]) : [answer];
      expect(options.some(isEnvelope), `${path}: the envelope`).toBe(true);
      if (options.length > 1) {
        expect(
          options.some((option) => option?.type === 'array'),
          `${path}: the whole array`,
        ).toBe(true);
      }
    }
    expect(paged).toContain(api.audit);
  });

  it('serves a readable reference with no script and nothing from elsewhere, under the app CSP', async () => {
    const response = await t.request('GET', api.apiDocs, { cookie: session.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//i);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(page, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    expect(page).toContain(`href="${api.openapi}"`);
  });
});

describe('a paged list in the document', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerApiDescription(app);
    const item = z.object({ _id: z.string(), name: z.string(), amount: z.number() });
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/test/list',
      {
        schema: {
          querystring: listQuery(['name', 'amount'], { active: z.enum(['true', 'false']).optional() }),
          response: { 200: listAnswer(item, z.object({ amount: z.number() })) },
        },
      },
      async () => [],
    );
    await app.ready();
  });
  afterAll(() => app?.close());

  it("renders listAnswer's union: the whole array, or the envelope with items, totals and page", () => {
    const document = app.swagger() as unknown as Document;
    const list = document.paths['/api/test/list']?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual([
      'page',
      'pageSize',
      'q',
      'sort',
      'order',
      'active',
    ]);
    const sort = list?.parameters?.find((parameter) => parameter.name === 'sort');
    expect(sort?.schema).toEqual(expect.objectContaining({ enum: ['name', 'amount'] }));
    const answer = jsonSchema(list?.responses['200']?.content);
    const [whole, paged] = (answer?.anyOf ?? []) as Record<string, unknown>[];
    expect(whole).toEqual(expect.objectContaining({ type: 'array' }));
    expect(isEnvelope(paged)).toBe(true);
    const properties = paged?.properties as Record<string, Record<string, unknown>> | undefined;
    expect(properties?.totals?.properties).toEqual({ amount: { type: 'number' } });
  });
});
