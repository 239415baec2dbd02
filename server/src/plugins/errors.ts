import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, VALIDATION_MESSAGE } from '../lib/http-error';

/**
 * One error format for the API:
 * - HttpError (and ValidationFailed, 422 {message, errors}) as thrown;
 * - Fastify's own 4xx (bad JSON, body too large, rate limit, ...) as {message};
 * - anything else: logged, answered 500 {message: 'Server Error'} without internals.
 */
export function errorsPlugin(app: FastifyInstance): void {
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
      return reply.code(status).send({ message: error.message || 'Bad Request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
}
