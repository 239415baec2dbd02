import type { FastifyError } from 'fastify';
import type { PublicApiErrorType } from '@voice/contracts/replies';
import { HttpError, ValidationFailed, VALIDATION_MESSAGE } from '../../../lib/http-error';
import { clientErrorMessage } from '../../../plugins/errors';

/** The body of every error of the public API. */
export interface PublicApiError {
  error: { type: PublicApiErrorType; message: string; fields?: Record<string, string[]> };
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const NOT_FOUND_MESSAGE = 'There is no such route in the API.';

/** The type of an error by its status: one per cause, so a client branches on `type`, not on the text. */
export function errorTypeOf(status: number): PublicApiErrorType {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_denied';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'api_error';
  return 'invalid_request';
}

export function publicApiError(
  status: number,
  message: string,
  fields?: Record<string, string[]>,
): PublicApiError {
  return { error: { type: errorTypeOf(status), message, ...(fields ? { fields } : {}) } };
}

/** Fastify's own validation errors (a plain JSON schema) as field -> messages, as ValidationFailed has them. */
function fieldsOfValidation(validation: NonNullable<FastifyError['validation']>) {
  const fields: Record<string, string[]> = {};
  for (const item of validation) {
    const key = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (fields[key] ??= []).push(item.message ?? 'is invalid');
  }
  return fields;
}

/** Any thrown error as the public API answers it: its status and {error: {type, message, fields?}}. */
export function toPublicApiError(error: unknown): { status: number; body: PublicApiError } {
  if (error instanceof ValidationFailed) {
    return { status: 422, body: publicApiError(422, error.message, error.errors) };
  }
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: publicApiError(error.statusCode, error.message) };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = fieldsOfValidation(fastifyError.validation);
    return { status: 422, body: publicApiError(422, VALIDATION_MESSAGE, fields) };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: publicApiError(status, clientErrorMessage(fastifyError, status)) };
  }
  return { status: 500, body: publicApiError(500, SERVER_ERROR_MESSAGE) };
}
