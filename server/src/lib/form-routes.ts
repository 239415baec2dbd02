import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeOf, HttpError } from './http-error';

/**
 * Declares routes that read a multipart form (pictures), with @fastify/multipart in a context of their own. The plugin
 * adds an onRequest hook (a 'close' listener on every response) and an onResponse hook to every route of the context
 * it is registered in: registered beside a module's other routes it would run on their reads too, the public
 * settings' included. Every route that reads a form is declared through here.
 */
export async function formRoutes(
  app: FastifyInstance,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
  declare: (form: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (form) => {
    await form.register(multipart, { limits });
    declare(form);
  });
}

export const TOO_MANY_FIELDS_MESSAGE = 'The form has too many fields';
export const MALFORMED_FORM_MESSAGE = 'The form data could not be read';

/**
 * Throws what a failed read of a multipart form becomes once the form has answered for its own files (their size,
 * their count): too many parts or fields is a 413, another client error of the parser stands as it is, anything
 * else is a 400 (logged: the body could not be read), never a 500.
 */
export function throwFormReadFailure(request: FastifyRequest, error: unknown): never {
  const code = codeOf(error);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    throw new HttpError(413, TOO_MANY_FIELDS_MESSAGE);
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) throw error;
  request.log.warn({ err: error }, 'unreadable multipart body');
  throw new HttpError(400, MALFORMED_FORM_MESSAGE);
}
