import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/constants';
import { PUBLIC_PAGE_PREFIXES } from '../../shared/paths';
import { contentSecurityPolicy } from './security';

/** The light public pages' entry (docs/decisions/157-public-pages-served-apart.md). */
const PUBLIC_PAGES_FILE = 'statement.html';

/** Each inline script of a page, as a CSP source ('sha256-…' without its quotes). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}`,
  );
}

/**
 * Serves the built client from one process with the API, brotli- or gzip-compressed as the browser
 * accepts. Hashed assets are cached for a year;
 * index.html is revalidated, and every unknown non-API GET gets it so the client router can answer.
 * Returns false when the client has not been built (API tests), leaving the API alone.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;

  // The app's page starts its first requests from an inline script (scripts/early-data.ts): its pages
  // allow that one script by its hash, and still no other (docs/decisions/177-first-visit-requests.md).
  const pagePolicy = contentSecurityPolicy(inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')));
  app.addHook('onSend', async (_request, reply) => {
    if (/^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', pagePolicy);
    }
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (scripts/precompress.ts): phones get those.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { config: { public: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  // A statement link, its receipts and the test checkout get their own light page, never the app's
  // (docs/collect.md); plugins/public-routes.ts marks them noindex and limits their rate.
  if (fs.existsSync(path.join(clientDir, PUBLIC_PAGES_FILE))) {
    for (const prefix of PUBLIC_PAGE_PREFIXES) {
      app.get(`${prefix}*`, { config: { public: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(PUBLIC_PAGES_FILE),
      );
    }
  }
  return true;
}

export function registerNotFound(app: FastifyInstance, hasClient: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}
