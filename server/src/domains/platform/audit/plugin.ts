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
 * entry. Every successful write made with an API key is recorded too ('api_key.write': the method, route and
 * status, the key's id and name: key_id, key_name), whether or not the route recorded its own entry: the log then tells which key
 * made the change. Added to every write route (POST, PUT, PATCH, DELETE) as it is declared: reads run no hook.
 */
export function auditPlugin(app: FastifyInstance): void {
  app.decorateRequest('auditRecorded', false);
  const recordImpersonatedWrite: onResponseAsyncHookHandler = async (request, reply) => {
    if (!request.user || !isWriteMethod(request.method) || reply.statusCode >= 400) return;
    const write = {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status: reply.statusCode,
    };
    if (request.apiKeyId !== null) {
      try {
        await recordAudit(app.db, request, {
          action: 'api_key.write',
          target: { type: 'api_key', id: request.apiKeyId, label: request.apiKeyName },
          details: { ...write, key_id: request.apiKeyId, key_name: request.apiKeyName },
        });
      } catch (error) {
        request.log.error(
          { err: error },
          'audit entry of a write made with an API key not recorded',
        );
      }
      return;
    }
    if (!request.impersonatorId || request.auditRecorded) return;
    try {
      await recordAudit(app.db, request, { action: 'impersonation.write', details: write });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry of an impersonated write not recorded');
    }
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) appendRouteHook(route, 'onResponse', recordImpersonatedWrite);
  });
}
