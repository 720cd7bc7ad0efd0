export interface FieldError {
  path: string;
  message: string;
}

/** An error the client caused or may see: its status and message reach the client as they are. */
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

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const forbidden = (message: string) => new HttpError(403, message);
