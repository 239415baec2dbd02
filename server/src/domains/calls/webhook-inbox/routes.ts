import type { FastifyInstance } from 'fastify';
import type { WebhookInboxReply } from '@voice/contracts';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { tenantResellerId } from '../../../plugins/tenant';
import { openedSecrets } from '../ingestion/secret-cache';
import {
  INBOX_KEPT,
  INBOX_PATH,
  inboxOwner,
  inboxToken,
  inboxUrl,
  keptHeaders,
  listDeliveries,
  storeDelivery,
} from './repository';
import { webhookInboxSchemas } from './schemas';
import { tenantBaseUrl } from '../../../lib/site-url';

export const INBOX_NOT_FOUND = 'Webhook receiver not found';
export const INBOX_THROTTLED = 'Too many deliveries. Please try again in N seconds.';

/** Deliveries a receiver accepts in a minute. */
const DELIVERIES_PER_MINUTE = 60;
/** Largest body accepted (a long call's report with its transcript fits). */
const BODY_LIMIT = 1024 * 1024;

/**
 * The demo webhook receiver: each user's URL on its tenant's site stands for "your automation tool" (a new
 * assistant's webhook URL is preset to it), so it takes deliveries without a session; the user reads what it
 * received. Another tenant's host does not know the token (404).
 */
export async function webhookInboxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    INBOX_PATH,
    { config: { access: 'authenticated' }, schema: webhookInboxSchemas.show },
    async (request, reply): Promise<WebhookInboxReply> => {
      const user = currentUser(request);
      const token = await inboxToken(app.db, user.id);
      void reply.header('cache-control', 'no-store');
      return {
        success: true,
        data: {
          url: inboxUrl(tenantBaseUrl(app.config, request.tenant), token),
          kept: INBOX_KEPT,
          deliveries: await listDeliveries(app.db, user.id),
        },
      };
    },
  );
  await app.register(receiverRoute);
}

/** Its own plugin: any content type is read as the exact text received. */
async function receiverRoute(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const openSecret = openedSecrets(app.config);
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    `${INBOX_PATH}/:token`,
    { bodyLimit: BODY_LIMIT, config: { access: 'public' }, schema: webhookInboxSchemas.receive },
    async (request, reply) => {
      const { token } = request.params;
      const owner = await inboxOwner(app.db, app.config, token);
      if (!owner || owner.resellerId !== tenantResellerId(request.tenant)) {
        throw notFound(INBOX_NOT_FOUND);
      }
      const throttle = throttleFor(app, 'webhook-inbox', DELIVERIES_PER_MINUTE);
      await enforceThrottle(reply, throttle, [`user:${owner.userId}`], INBOX_THROTTLED);
      await storeDelivery(app.db, {
        userId: owner.userId,
        headers: keptHeaders(request.headers),
        body: typeof request.body === 'string' ? request.body : '',
        openSecret,
      });
      return { received: true };
    },
  );
}
