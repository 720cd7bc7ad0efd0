import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_BYTE_LIMIT, IMPORT_TOO_LARGE_MESSAGE } from '../../../shared/imports';
import { type ImportMapping, importMapping } from '../../../shared/schemas/imports';
import { invalid } from '../../lib/domain-errors';

/** The text fields' size: a mapping of a few hundred columns, or 5,000 row numbers to skip. */
const FIELD_BYTES = 64 * 1024;

export const UPLOAD_MESSAGES = {
  noFile: 'Choose a file to import: an .xlsx or .csv file in the field "file".',
  badMapping: 'mapping must be a JSON object from column header to field',
  badSkip: 'skip must be a JSON list of row numbers',
  fieldTooLong: 'A form field is too long.',
  tooManyParts: 'Send one file, with at most the fields mapping and skip.',
} as const;

/**
 * The import routes' multipart reader (decision 138), registered inside the imports module only: one
 * file of at most 5 MB, a few small fields. Limits answer 400 with a sentence, never a 413 or 500.
 */
export async function registerUpload(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMPORT_BYTE_LIMIT,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: FIELD_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

export interface Upload {
  file: Buffer;
  fileName: string;
  mapping?: ImportMapping;
  skip?: number[];
}

const skipList = z.array(z.number().int().min(1).max(1_000_000)).max(10_000);

function json(text: string, message: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(message);
  }
}

/** Reads `mapping` and `skip` (JSON texts) and `file` from the request; any other field is refused. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw invalid(UPLOAD_MESSAGES.noFile);
  let file: Buffer | undefined;
  let fileName = '';
  let mapping: ImportMapping | undefined;
  let skip: number[] | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw invalid(UPLOAD_MESSAGES.tooManyParts);
        }
        file = await part.toBuffer();
        fileName = part.filename ?? '';
        continue;
      }
      if (part.valueTruncated) throw invalid(UPLOAD_MESSAGES.fieldTooLong);
      const text = typeof part.value === 'string' ? part.value : '';
      if (part.fieldname === 'mapping') {
        const parsed = importMapping.safeParse(json(text, UPLOAD_MESSAGES.badMapping));
        if (!parsed.success) throw invalid(UPLOAD_MESSAGES.badMapping);
        mapping = parsed.data;
      } else if (part.fieldname === 'skip') {
        const parsed = skipList.safeParse(json(text, UPLOAD_MESSAGES.badSkip));
        if (!parsed.success) throw invalid(UPLOAD_MESSAGES.badSkip);
        skip = parsed.data;
      } else throw invalid(UPLOAD_MESSAGES.tooManyParts);
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw invalid(UPLOAD_MESSAGES.noFile);
  return { file, fileName, ...(mapping ? { mapping } : {}), ...(skip ? { skip } : {}) };
}

/** @fastify/multipart's limits and a broken body, as the import's 400s. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid(IMPORT_TOO_LARGE_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid(UPLOAD_MESSAGES.tooManyParts);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid(UPLOAD_MESSAGES.noFile);
  }
  if (
    error instanceof Error &&
    !(error as { statusCode?: number }).statusCode &&
    error.name !== 'DomainError'
  ) {
    // busboy's own refusals of a malformed body ("Unexpected end of form", "Malformed part header").
    return invalid(UPLOAD_MESSAGES.noFile);
  }
  return error;
}
