import type { FastifyInstance } from 'fastify';
import { EVENT_TYPES, type EventType } from '@voice/contracts';
import {
  PublicDeletedReply,
  RestHookCreatedSchema,
  RestHookSampleReply,
} from '@voice/contracts/replies';
import { restHookSchema } from '@voice/contracts/schemas';
import { mixed, object } from 'yup';
import { notFound } from '../../../lib/http-error';
import { pathIdField } from '../../../lib/id-fields';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { secretBoxFor } from '../../../lib/secret-box';
import { currentUser } from '../../../plugins/auth';
import { idempotencyHeaderDocument, sendIdempotent } from '../public-api/idempotency';
import { TAGS, v1Replies } from '../public-api/schemas';
import { deleteEndpoint, findOwnEndpoint } from './endpoint-repository';
import { sampleBody } from './samples';
import { createEndpoint } from './service';

/**
 * REST hooks (the subscription API Zapier, Make and n8n use), under /api/v1 with an API key of webhooks:write:
 *   POST   /api/v1/hooks                  {target_url, event} -> 201 {id, target_url, event, secret, created_at}
 *   DELETE /api/v1/hooks/{id}             unsubscribe (only a REST hook of the key's owner)
 *   GET    /api/v1/hooks/samples/{event}  a sample delivery body of the event, for the tool's setup screen
 * A REST hook is an endpoint of the key's owner (source 'rest-hook', scope own, one event): delivered, signed,
 * retried and logged as any endpoint, and listed on the Developers page.
 */

const tags = [TAGS.hooks];
const HOOK_NOT_FOUND = 'REST hook not found.';

export async function restHookRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const box = secretBoxFor(app.config);
  const write = { access: 'authenticated', apiKeyScope: 'webhooks:write' } as const;

  api.post(
    '/hooks',
    {
      config: write,
      schema: {
        summary: 'Subscribe a URL to an event (REST hook)',
        operationId: 'v1SubscribeHook',
        description:
          'Deliveries of the event to target_url start at once: signed (x-webhook-signature, with the secret ' +
          'returned here once), retried with back-off, in order per resource. Send an Idempotency-Key header to ' +
          'retry safely.',
        tags,
        headers: idempotencyHeaderDocument,
        body: restHookSchema,
        response: v1Replies({ 201: RestHookCreatedSchema }, [409, 422]),
      },
    },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, async () => {
        const { endpoint, signing } = await createEndpoint(
          { db: app.db, box, allowPrivateTargets: app.config.webhooks.allowPrivateTargets },
          currentUser(request),
          {
            url: request.body.target_url,
            description: 'REST hook',
            events: [request.body.event],
            enabled: true,
            scope: 'own',
          },
          'rest-hook',
        );
        return {
          status: 201,
          body: {
            id: endpoint.id,
            target_url: endpoint.url,
            event: request.body.event,
            secret: signing.secret,
            created_at: endpoint.created_at,
          },
        };
      }),
  );

  api.delete(
    '/hooks/:id',
    {
      config: write,
      schema: {
        summary: 'Unsubscribe a REST hook',
        operationId: 'v1UnsubscribeHook',
        tags,
        params: object({ id: pathIdField('The id must be a positive integer.') }),
        response: v1Replies({ 200: PublicDeletedReply }, [404, 422]),
      },
    },
    async (request) => {
      const hook = await findOwnEndpoint(app.db, currentUser(request).id, request.params.id);
      if (!hook || hook.source !== 'rest-hook') throw notFound(HOOK_NOT_FOUND);
      await deleteEndpoint(app.db, hook.id);
      return { id: hook.id, deleted: true };
    },
  );

  api.get(
    '/hooks/samples/:event',
    {
      config: { access: 'authenticated', apiKeyScope: 'webhooks:read' },
      schema: {
        summary: 'A sample delivery of an event',
        operationId: 'v1HookSample',
        description: "A list of one body as the event's deliveries carry it (its data is made up).",
        tags,
        params: object({
          event: mixed<EventType>().required().oneOf(EVENT_TYPES, 'Unknown event: ${value}.'),
        }),
        response: v1Replies({ 200: RestHookSampleReply }, [422]),
      },
    },
    async (request) => [sampleBody(request.params.event)],
  );
}
