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

/** 429: a throttle refused the attempt; the answer's `Retry-After` says in how many seconds to try again. */
export class TooManyAttempts extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.name = 'TooManyAttempts';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
