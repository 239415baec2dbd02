import type { FastifyInstance } from 'fastify';
import { isClientRoute } from '@voice/contracts/client-routes';
import { sendShellIndex } from './static';
import { isRegistrationHost } from '../lib/registration-host';

/** Pages that exist only on the platform's main host (spec 000 §2: the reseller registration wizard). */
const MAIN_HOST_ONLY_PAGES = /^\/reseller-registration(\/|$)/;

export const NOT_FOUND_MESSAGE = 'Not Found';

/**
 * Unknown /api routes and missing /build files: 404 JSON {message}.
 * Any other GET/HEAD: the shell's index.html, so client-side routes work on reload; with 200 for a path the app has a
 * screen for (CLIENT_ROUTE_PATHS of the contracts), with 404 for any other (the app shows its not-found page).
 */
export function notFoundPlugin(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isBuild = pathname.startsWith('/build/');
    if (!isApi && !isBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      if (
        MAIN_HOST_ONLY_PAGES.test(pathname) &&
        !isRegistrationHost(request.hostname, app.config)
      ) {
        return reply.redirect('/not-found', 302);
      }
      if (!isClientRoute(pathname)) reply.code(404);
      return sendShellIndex(app, request, reply);
    }
    return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
