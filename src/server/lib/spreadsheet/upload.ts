import type { FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../domain-errors';
import { SPREADSHEET_MESSAGES as M } from './messages';
import { IMPORT_MAX_BYTES } from './sheet';

export interface Upload {
  /** The bytes of the form's `file` part, at most 5 MB. */
  file: Buffer;
  /** The name the browser gave it ('' when none). */
  fileName: string;
  /** The form's text fields sent before the file (e.g. `mapping`), by name; the first of each. */
  fields: Record<string, string>;
}

/** Form fields an import sends besides its file, and the largest one (a mapping is a few KB). */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 256 * 1024;

/** @fastify/multipart's refusals, in the reader's words (all 400: the file or the form is at fault). */
function uploadRefusal(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid(M.tooLarge);
    case 'FST_FILES_LIMIT':
      return invalid(M.oneFile);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid(M.notForm);
    default:
      // Too many fields or parts, a field too long, a form cut short or malformed.
      return invalid(M.badForm);
  }
}

/**
 * Reads an import's upload (docs/insight.md §4): a multipart form whose file is the part named
 * `file`, at most 5 MB (more answers 'The file is larger than 5 MB.' without reading the rest into
 * memory), text fields such as `mapping` before it. Needs @fastify/multipart registered; every
 * refusal is a 400 `invalid` with a sentence for the screen.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw invalid(M.notForm);
  try {
    const part = await request.file({
      limits: {
        fileSize: IMPORT_MAX_BYTES,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw invalid(M.noFile);
    }
    const file = await part.toBuffer();
    if (part.file.truncated) throw invalid(M.tooLarge);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first?.type === 'field' && typeof first.value === 'string' && !Object.hasOwn(fields, name)) {
        if (first.valueTruncated) throw invalid(M.badForm);
        fields[name] = first.value;
      }
    }
    return { file, fileName: part.filename ?? '', fields };
  } catch (error) {
    throw uploadRefusal(error);
  }
}
