// What a failed call looks like to the screens, for both transports: the axios instance of the app (its errors are
// AxiosErrors) and the fetch path of the public reads (its errors are HttpErrors of the same shape). No axios
// import here: this module is on the first load of "/", axios is not.

/** A failed request of the fetch path, shaped like an AxiosError (`response`, `code`, `config`, the same message). */
export class HttpError extends Error {
  readonly isHttpError = true;

  constructor(
    message: string,
    /** As axios names it: ERR_BAD_REQUEST (4xx), ERR_BAD_RESPONSE (5xx) or ERR_NETWORK (no response). */
    readonly code: 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK',
    readonly config: { method: string; url: string },
    /** The server's reply; undefined when none came (network failure). */
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface FailedCall {
  response?: { status?: number; data?: unknown };
}

/** True for a failed HTTP call of either transport (axios' own test is `isAxiosError === true`). */
export function isHttpError(error: unknown): error is FailedCall {
  if (typeof error !== 'object' || error === null) return false;
  const flags = error as { isAxiosError?: unknown; isHttpError?: unknown };
  return flags.isAxiosError === true || flags.isHttpError === true;
}

/** The server's message from an error reply, if any. */
export function serverMessage(error: unknown): string | undefined {
  if (isHttpError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return undefined;
}

/** Field errors ({field: [messages]}) from a 400/422 reply, if any. */
export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (isHttpError(error)) {
    const data = error.response?.data as { errors?: unknown } | undefined;
    if (data && data.errors && typeof data.errors === 'object') {
      return data.errors as Record<string, string[]>;
    }
  }
  return undefined;
}

/** The HTTP status of a failed call, or undefined when no response came (network failure). */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** True when a call failed without any response (network error, CORS, aborted). */
export function isNetworkError(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}
