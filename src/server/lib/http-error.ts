export interface FieldError {
  path: string;
  message: string;
}

/**
 * A refusal that belongs to the transport rather than to a business rule (401 not signed in, 415,
 * 429 too many attempts, a bad origin): its status and message reach the client as they are.
 * Business rules throw a DomainError (lib/domain-errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
