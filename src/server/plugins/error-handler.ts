import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/constants';
import { DomainError, type DomainErrorKind } from '../lib/domain-errors';
import { type FieldError, HttpError, TooManyAttempts } from '../lib/http-error';

interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

/** Maps any thrown error to the product's one error shape; 5xx details never leave the server. */
export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    return {
      status: DOMAIN_STATUS[error.kind],
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const path = fieldPath(issue.instancePath);
      // Zod's own wording ("Invalid input: expected string…") does not say which field; ours does.
      const text = issue.message ?? MESSAGES.invalidInput;
      const message = text.startsWith('Invalid input') && path ? `${path}: ${text}` : text;
      return { path, message };
    });
    return { status: 400, body: { message: errors[0]?.message ?? MESSAGES.invalidInput, errors } };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: MESSAGES.malformedJson } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: MESSAGES.bodyTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, body: { message: MESSAGES.unsupportedMediaType } };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, body: { message: MESSAGES.malformedJson } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message || MESSAGES.invalidInput } };
  }
  return { status: 500, body: { message: MESSAGES.internal } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).send(body);
  });
}
