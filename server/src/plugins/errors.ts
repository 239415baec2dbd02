import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { nulCharacterMessage } from '@voice/contracts/schemas';
import { HttpError, ValidationFailed, VALIDATION_MESSAGE } from '../lib/http-error';
import { findNulCharacter } from '../lib/validate';

/**
 * Messages of Fastify's own errors that are safe to show (they name no code and echo no input); any
 * other FST_* error is answered with its status text only.
 */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY:
    "Body cannot be empty when content-type is set to 'application/json'",
  FST_ERR_CTP_INVALID_JSON_BODY:
    "Body is not valid JSON but content-type is set to 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The URL is not valid.',
};

/** The message of a 4xx answer: ours as written; Fastify's own from the table above. */
export function clientErrorMessage(error: { code?: unknown; message?: string }, status: number) {
  const code = typeof error.code === 'string' ? error.code : '';
  const statusText = STATUS_CODES[status] ?? 'Bad Request';
  if (code.startsWith('FST_')) return FASTIFY_MESSAGES[code] ?? statusText;
  return error.message || statusText;
}

/**
 * Fastify's frameworkErrors option: errors found before routing (a malformed URL such as /api/%zz)
 * would otherwise be answered by Fastify itself, with its internal FST_ERR_* code.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply: FastifyReply,
) => {
  const status =
    typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ message: clientErrorMessage(error, status) });
};

/**
 * One error format for the API:
 * - HttpError (and ValidationFailed, 422 {message, errors}) as thrown;
 * - Fastify's own 4xx (bad JSON, body too large, rate limit, ...) as {message};
 * - anything else: logged, answered 500 {message: 'Server Error'} without internals.
 */
export function errorsPlugin(app: FastifyInstance): void {
  // A NUL character in any parameter, query value or body string: 422 on that field before any handler
  // or query sees it (PostgreSQL refuses NUL in text: it would be a 500).
  // A callback hook, not an async one: the common case (nothing found) makes no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulCharacter(part);
      if (path !== null) {
        done(new ValidationFailed({ [path || '_']: [nulCharacterMessage(path)] }));
        return;
      }
    }
    done();
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body);
    }
    if ('validation' in error && error.validation) {
      const errors: Record<string, string[]> = {};
      for (const item of error.validation) {
        const key = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[key] ??= []).push(item.message ?? 'is invalid');
      }
      return reply.code(422).send({ message: VALIDATION_MESSAGE, errors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
}
