import type { FastifyInstance } from 'fastify';
import { sandboxRoutes } from './sandbox/routes';
import { webhookRoutes } from './webhook-routes';

/** Webhooks of the configured provider, and the sandbox's hosted checkout when it is the provider. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(webhookRoutes);
  if (app.payments.provider?.name === 'sandbox') await app.register(sandboxRoutes);
}
