import type { FastifyInstance, onResponseAsyncHookHandler } from 'fastify';
import { appendRouteHook, isWriteMethod, isWriteRoute } from '../../../lib/route-hooks';
import { recordAudit } from './record';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by recordAudit: the route recorded its own entry (the impersonation hook then adds none). */
    auditRecorded: boolean;
  }
}

/**
 * While a platform admin acts as another user (login-as), every successful write of that session is recorded
 * with both identities ('impersonation.write', the method and route), unless the route recorded its own
 * entry. Added to every write route (POST, PUT, PATCH, DELETE) as it is declared: reads run no hook for it.
 */
export function auditPlugin(app: FastifyInstance): void {
  app.decorateRequest('auditRecorded', false);
  const recordImpersonatedWrite: onResponseAsyncHookHandler = async (request, reply) => {
    if (!request.impersonatorId || !request.user || request.auditRecorded) return;
    if (!isWriteMethod(request.method) || reply.statusCode >= 400) return;
    try {
      await recordAudit(app.db, request, {
        action: 'impersonation.write',
        details: {
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0],
          status: reply.statusCode,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry of an impersonated write not recorded');
    }
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendRouteHook(route, 'onResponse', recordImpersonatedWrite);
  });
}
