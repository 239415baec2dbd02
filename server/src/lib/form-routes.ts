import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

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
