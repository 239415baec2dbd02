import type { FastifyInstance } from 'fastify';
import { sendShellIndex } from './static';

export const NOT_FOUND_MESSAGE = 'Not Found';

/**
 * Unknown /api routes and missing /build files: 404 JSON {message}.
 * Any other GET/HEAD: the shell's index.html, so client-side routes work on reload.
 */
export function notFoundPlugin(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isBuild = pathname.startsWith('/build/');
    if (!isApi && !isBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendShellIndex(app, request, reply);
    }
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
