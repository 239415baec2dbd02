import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { throttleFor, tooManyRequests } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { outboundSchemas } from './schemas';
import { OUTBOUND_CALL_PLACED, placeOutboundCall, type OutboundCallDeps } from './service';

/** Outbound calls one user may place per minute (each dials a real phone on a real platform). */
export const OUTBOUND_CALLS_PER_MINUTE = 10;
export const OUTBOUND_CALLS_THROTTLED = 'Too many calls. Please try again in N seconds.';

/** An outbound call now: POST /api/assistants/:id/calls (service.ts says who may and what is refused). */
export async function outboundCallRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps: OutboundCallDeps = {
    db: app.db,
    config: app.config,
    voice: app.voice,
    deliverVoiceWebhook: async (url, payload, headers) =>
      (await app.inject({ method: 'POST', url, payload, headers })).statusCode,
  };

  api.post(
    '/api/assistants/:id/calls',
    { config: { access: 'authenticated' }, schema: outboundSchemas.call },
    async (request, reply) => {
      const user = currentUser(request);
      // Calls placed count (each one dials); a refused request costs nothing and is not counted.
      const throttle = throttleFor(app, 'outbound-call', OUTBOUND_CALLS_PER_MINUTE);
      const key = String(user.id);
      const wait = await throttle.retryAfter(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooManyRequests(OUTBOUND_CALLS_THROTTLED.replace('N', String(wait)), wait);
      }
      const placed = await placeOutboundCall(deps, user, request.params.id, request.body, () =>
        throttle.hit(key),
      );
      await recordAudit(app.db, request, {
        action: 'call.outbound',
        resellerId: placed.assistant.reseller_id,
        target: { type: 'assistant', id: placed.assistant.id, label: placed.assistant.name },
        details: { call_id: placed.call_id, from: placed.from, to: request.body.to },
      });
      return {
        success: true,
        message: OUTBOUND_CALL_PLACED,
        data: { call_id: placed.call_id, status: placed.status, outcome: placed.outcome },
      };
    },
  );
}
