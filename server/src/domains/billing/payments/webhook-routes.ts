import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { paymentEventDeps } from './deps';
import { paymentSchemas } from './schemas';
import { receivePaymentWebhook } from './webhooks';

/**
 * POST /api/webhooks/<provider> (sandbox | stripe): only the configured provider's. The body is kept as
 * the exact string received (signatures are over the raw bytes): this plugin replaces the JSON parser
 * for its own routes only. Answers 400 for a bad signature, 200 {received:true} otherwise (also for
 * events that need no action, so that providers do not retry them), 500 if handling failed (retried).
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const deps = paymentEventDeps(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string } }>(
    '/api/webhooks/:provider',
    { config: { rateLimit: false, access: 'public' }, schema: paymentSchemas.webhook },
    async (request) => {
      const provider = deps.payments.provider;
      if (!provider || provider.name !== request.params.provider) throw notFound();
      return receivePaymentWebhook(deps, provider, request);
    },
  );
}
