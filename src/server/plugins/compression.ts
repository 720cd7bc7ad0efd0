import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: the encoding's own bytes would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality for answers made on the fly: 4 compresses a JSON list better than gzip does at
 * about gzip's speed; the top qualities cost many times more CPU for a few percent (docs/decisions/084-*).
 */
export const BROTLI_QUALITY = 4;

export type Encoding = 'gzip' | 'br';

/** The server's preference when the client takes several equally: gzip, then brotli. */
const PREFERENCE: readonly Encoding[] = ['gzip', 'br'];

/**
 * The encoding to send, from an Accept-Encoding header: the highest q-value the client gives (`*`
 * counts for any encoding it does not name), ties broken by the server's preference. Null: send as is.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(coding, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  return best;
}

/** JSON and text answers are compressed; xlsx, PDF and images are already compressed formats. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'image/svg+xml'
  );
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const brotliParams = (sizeHint?: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(sizeHint === undefined ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  },
});

/** Compresses a whole body on libuv's thread pool, so the event loop is not held while it runs. */
function compressBody(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return encoding === 'gzip' ? gzip(body) : brotli(body, brotliParams(body.length));
}

/**
 * A compressing stream: each chunk is compressed on the thread pool as it passes. Brotli is flushed
 * after every chunk (a streamed list writes one per batch of rows): left to itself it holds megabytes
 * of input before it sends a byte, which would keep a list's reading going after the client left.
 */
function compressStream(encoding: Encoding): zlib.Gzip | zlib.BrotliCompress {
  if (encoding === 'gzip') return zlib.createGzip();
  return zlib.createBrotliCompress({ ...brotliParams(), flush: zlib.constants.BROTLI_OPERATION_FLUSH });
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

function isStream(payload: unknown): payload is NodeJS.ReadableStream {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
}

/**
 * Every JSON or text answer over 1 KB goes gzip- or brotli-compressed, as the client accepts
 * (`Vary: Accept-Encoding`), streamed answers included: a streamed list is compressed chunk by chunk
 * as it is written, never held whole. An answer that already carries an encoding (the built client's
 * precompressed files) and already-compressed formats (xlsx, PDF) go as they are.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isCompressibleType(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.statusCode === 206) return payload;
    addVary(reply);
    if (payload === null || payload === undefined) return payload;
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_MIN_BYTES) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressBody(encoding, body);
    }
    if (!isStream(payload)) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const compressor = compressStream(encoding);
    // Either side failing or closing early ends the other: a client that went away (Fastify then
    // destroys the compressor) stops the source's reading.
    pipeline(payload as Readable, compressor, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        request.log.warn({ err: error }, 'compressed answer cut off');
    });
    return compressor;
  });
}
