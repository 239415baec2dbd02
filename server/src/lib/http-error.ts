/** An error that becomes an HTTP reply with this status and body (see plugins/errors.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = { message },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';

/** HTTP 422 {message, errors: {field: [messages]}}. */
export class ValidationFailed extends HttpError {
  constructor(
    readonly errors: Record<string, string[]>,
    message = VALIDATION_MESSAGE,
  ) {
    super(422, message, { message, errors });
    this.name = 'ValidationFailed';
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

/** The string `code` of a thrown value (Node's and Fastify's errors carry one), else undefined. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
