import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventType } from '@voice/contracts';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { secretBoxFor } from '../../../lib/secret-box';
import { currentUser } from '../../../plugins/auth';
import { deleteEndpoint, eventsOf, listOwnEndpoints, presentEndpoint } from './endpoint-repository';
import {
  findDelivery,
  findOwnDelivery,
  insertTestDelivery,
  listDeliveries,
  presentDelivery,
  requeueDelivery,
} from './delivery-repository';
import { samplePayload } from './samples';
import { webhookEndpointSchemas as schemas } from './schemas';
import {
  changeEndpoint,
  createEndpoint,
  DELIVERY_NOT_FOUND,
  ownEndpoint,
  rollEndpointSecret,
  type EndpointDeps,
} from './service';

/**
 * Event webhook endpoints of the signed-in user (an API key's owner with webhooks:read / webhooks:write):
 *   GET    /api/webhook-endpoints                 the caller's endpoints
 *   POST   /api/webhook-endpoints                 add one (201; its signing secret returned this once)
 *   GET    /api/webhook-endpoints/:id             one
 *   PUT    /api/webhook-endpoints/:id             change it (url, description, events, enabled, scope)
 *   DELETE /api/webhook-endpoints/:id             delete it and its log
 *   POST   /api/webhook-endpoints/:id/secret      roll its signing secret (returned this once)
 *   POST   /api/webhook-endpoints/:id/test        send it a sample event (a delivery of its own)
 *   GET    /api/webhook-endpoints/:id/deliveries  its delivery log, newest first, paged
 *   POST   /api/webhook-deliveries/:id/resend     send a delivery again (same event id)
 * Every endpoint belongs to its owner alone: another user's is a 404 (whatever the caller's role). Whose events it
 * receives is its scope (own; tenant for reseller admins; platform for platform admins), checked on every save and
 * again, against the owner's current role, on every fan-out (fan-out-repository.ts's receives).
 */
export async function webhookEndpointRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const read = { access: 'authenticated', apiKeyScope: 'webhooks:read' } as const;
  const write = { access: 'authenticated', apiKeyScope: 'webhooks:write' } as const;
  const deps: EndpointDeps = {
    db: app.db,
    box: secretBoxFor(app.config),
    allowPrivateTargets: app.config.webhooks.allowPrivateTargets,
  };
  const owner = (request: FastifyRequest) => currentUser(request);

  api.get('/api/webhook-endpoints', { config: read, schema: schemas.list }, async (request) => ({
    success: true,
    data: await listOwnEndpoints(app.db, owner(request).id),
  }));

  api.post(
    '/api/webhook-endpoints',
    { config: write, schema: schemas.create },
    async (request, reply) => {
      const created = await createEndpoint(deps, owner(request), request.body);
      void reply.header('cache-control', 'no-store');
      return reply
        .code(201)
        .send({ success: true, message: 'Webhook endpoint created', data: created });
    },
  );

  api.get(
    '/api/webhook-endpoints/:id',
    { config: read, schema: schemas.show },
    async (request) => ({
      success: true,
      data: presentEndpoint(await ownEndpoint(app.db, owner(request), request.params.id)),
    }),
  );

  api.put(
    '/api/webhook-endpoints/:id',
    { config: write, schema: schemas.update },
    async (request) => ({
      success: true,
      message: 'Webhook endpoint saved',
      data: await changeEndpoint(deps, owner(request), request.params.id, request.body),
    }),
  );

  api.delete(
    '/api/webhook-endpoints/:id',
    { config: write, schema: schemas.remove },
    async (request) => {
      const endpoint = await ownEndpoint(app.db, owner(request), request.params.id);
      await deleteEndpoint(app.db, endpoint.id);
      return { success: true, message: 'Webhook endpoint deleted' };
    },
  );

  api.post(
    '/api/webhook-endpoints/:id/secret',
    { config: write, schema: schemas.rollSecret },
    async (request, reply) => {
      const signing = await rollEndpointSecret(deps, owner(request), request.params.id);
      void reply.header('cache-control', 'no-store');
      return { success: true, message: 'Signing secret replaced', data: signing };
    },
  );

  api.post(
    '/api/webhook-endpoints/:id/test',
    { config: write, schema: schemas.test },
    async (request) => {
      const endpoint = await ownEndpoint(app.db, owner(request), request.params.id);
      // Its first event (it has at least one); a sample of that event's data.
      const type: EventType = eventsOf(endpoint.events)[0] ?? 'call.ended';
      const id = await insertTestDelivery(app.db, endpoint, type, samplePayload(type));
      app.eventWebhooks.kick();
      return {
        success: true,
        message: 'Test event queued',
        data: presentDelivery(await findDelivery(app.db, id)),
      };
    },
  );

  api.get(
    '/api/webhook-endpoints/:id/deliveries',
    { config: read, schema: schemas.deliveries },
    async (request) => {
      const endpoint = await ownEndpoint(app.db, owner(request), request.params.id);
      const page = await listDeliveries(app.db, endpoint.id, request.query);
      return { success: true, ...page };
    },
  );

  api.post(
    '/api/webhook-deliveries/:id/resend',
    { config: write, schema: schemas.resend },
    async (request) => {
      const found = await findOwnDelivery(app.db, owner(request).id, request.params.id);
      if (!found) throw notFound(DELIVERY_NOT_FOUND);
      // One being sent right now is left to finish (its outcome is in the log).
      // Queued and read in one transaction: the reply shows the delivery as queued, never a worker's claim made
      // in between (the worker's poll may come at any moment).
      const { queued, data } = await app.db.transaction().execute(async (trx) => ({
        queued: await requeueDelivery(trx, found.id),
        data: presentDelivery(await findDelivery(trx, found.id)),
      }));
      if (queued) app.eventWebhooks.kick();
      return {
        success: true,
        message: queued ? 'Delivery queued again' : 'This delivery is being sent now',
        data,
      };
    },
  );
}
