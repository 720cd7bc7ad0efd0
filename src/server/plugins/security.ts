import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/constants';
import { HttpError } from '../lib/http-error';

/**
 * The Content-Security-Policy. Scripts come from our own origin; an inline script is allowed only by
 * the hash of its code (the app's page carries one, plugins/client.ts, docs/decisions/177-first-visit-requests.md).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // react-toastify and the charts set inline style attributes; scripts stay strictly same-origin.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin the browser sees. With TRUST_PROXY set, Fastify's protocol and host are the forwarded
 * ones (`X-Forwarded-Proto`, `X-Forwarded-Host`, else Host), so a page served over HTTPS by the proxy
 * matches; unset, they are this server's own (docs/decisions/107-trust-proxy.md).
 */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence on top of SameSite cookies: a state-changing request must come from our own origin
 * (when the browser says where it comes from) and any body it carries must be JSON, which a plain
 * HTML form cannot send.
 */
export function registerSecurity(app: FastifyInstance) {
  // Only JSON bodies are accepted: drop Fastify's text/plain parser so forms cannot reach a route.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(request)) {
      throw new HttpError(403, MESSAGES.badOrigin);
    }
    const contentType = request.headers['content-type'];
    // The import routes alone take a file (decision 138): still only from our own origin, above.
    const multipart =
      request.routeOptions.config.multipart === true && /^multipart\/form-data\b/i.test(contentType ?? '');
    if (
      (hasBody(request) || contentType !== undefined) &&
      !multipart &&
      !/^application\/json\b/i.test(contentType ?? '')
    ) {
      throw new HttpError(415, MESSAGES.unsupportedMediaType);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
