import type { FastifyInstance, onResponseAsyncHookHandler } from 'fastify';
import { appendRouteHook, isWriteMethod, isWriteRoute } from '../lib/route-hooks';

/**
 * What anonymous visitors see of a tenant (public settings, branding, features, packages, whether its site is up)
 * changes only through a few kinds of writes. After each successful one, every instance of the deployment hears
 * PUBLIC_CONTENT_CHANGED on app.bus and drops what it cached of public content (settings cache, rendered pages).
 * Caches of public content also expire on their own after a short time, as a safety net for changes made outside
 * these routes (a job, another tool writing to the database).
 */
export const PUBLIC_CONTENT_CHANGED = 'public-content-changed';

/** Route prefixes whose successful writes can change public content. */
const CHANGING_PREFIXES = [
  '/api/admin/',
  '/api/super-admin/',
  '/api/register-reseller',
  '/api/reseller-billing',
  '/api/sandbox/',
  // Payment providers' events activate, renew and expire resellers' packages; call reports (vapi) change none.
  '/api/webhooks/',
];

const NOT_CHANGING_PREFIXES = ['/api/webhooks/vapi'];

export function changesPublicContent(method: string, url: string, statusCode: number): boolean {
  if (!isWriteMethod(method) || statusCode >= 400) return false;
  return (
    CHANGING_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
    !NOT_CHANGING_PREFIXES.some((prefix) => url.startsWith(prefix))
  );
}

/** Tells every instance that public content may have changed (also for jobs that change it). */
export async function publishPublicContentChanged(app: FastifyInstance): Promise<void> {
  await app.bus.publish(PUBLIC_CONTENT_CHANGED, String(Date.now()));
}

/** Added to the write routes as they are declared (reads change nothing and run no hook for it). */
export function publicContentPlugin(app: FastifyInstance): void {
  const publishIfChanged: onResponseAsyncHookHandler = async (request, reply) => {
    if (!changesPublicContent(request.method, request.url, reply.statusCode)) return;
    await publishPublicContentChanged(app).catch((error: unknown) =>
      request.log.error({ err: error }, 'could not publish the public content change'),
    );
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendRouteHook(route, 'onResponse', publishIfChanged);
  });
}
