/**
 * Errors that routes throw to answer `{message, errors}` with a 4xx status (docs/ARCHITECTURE.md).
 * The error handler (plugins/errors.ts) turns them into responses.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** 422 with one or more field messages. */
export const validationError = (errors: Record<string, string[]>) =>
  new HttpError(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
