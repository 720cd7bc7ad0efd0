import type { FieldError } from './http-error';

/** The four ways a business rule can refuse a request (docs/accounts.md §2). */
export type DomainErrorKind = 'not-found' | 'conflict' | 'invalid' | 'forbidden';

/**
 * A refusal by a service: the central error handler (plugins/error-handler.ts) maps its kind to HTTP
 * (404, 409, 400, 403). Thrown inside a write, it also rolls the write's transaction back.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `invalid`: the fields at fault, by dotted path. */
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Unknown, malformed and other accounts' ids all look the same: not found. */
export const notFound = (what = 'Record') => new DomainError('not-found', `${what} not found`);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const invalid = (message: string, errors?: FieldError[]) =>
  new DomainError('invalid', message, errors);
/** One field is wrong: the message both as the answer's and as the field's. */
export const invalidField = (path: string, message: string) => invalid(message, [{ path, message }]);
