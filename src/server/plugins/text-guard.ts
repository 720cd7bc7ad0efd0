import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/constants';
import { HttpError } from '../lib/http-error';

export const ILL_FORMED_TEXT = 'Text must not contain NUL characters or invalid Unicode';

/**
 * A NUL character, or half of a surrogate pair. PostgreSQL refuses NUL in text (the request would
 * end in a 500) while SQLite stores it, and both engines silently turn a lone surrogate into U+FFFD:
 * refusing both up front makes every engine answer the same 4xx and keeps stored text verbatim.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isIllFormed = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The dotted path of the first ill-formed string in a parsed value, or null. Iterative: bodies may nest deeply. */
export function findIllFormedText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (isIllFormed(current)) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (isIllFormed(key)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Refuses ill-formed text anywhere in a request: in an id it names no record (404), elsewhere it is invalid (400). */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (findIllFormedText(request.params) !== null) throw new HttpError(404, MESSAGES.notFound);
    const path = findIllFormedText(request.query) ?? findIllFormedText(request.body);
    if (path !== null) throw new HttpError(400, ILL_FORMED_TEXT, [{ path, message: ILL_FORMED_TEXT }]);
  });
}
