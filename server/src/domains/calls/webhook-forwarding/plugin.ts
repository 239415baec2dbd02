import type { FastifyInstance } from 'fastify';
import { webhookSecretRoutes } from './routes';

/**
 * Forwarding of end-of-call reports to assistants' webhook URLs: the route that makes an assistant's signing
 * secret. The reports are delivered by the event webhooks (integrations/webhooks), each assistant with a webhook URL
 * being one subscriber (a system endpoint) of its calls' call.ended.
 */
export async function webhookForwarding(app: FastifyInstance): Promise<void> {
  await app.register(webhookSecretRoutes);
}
