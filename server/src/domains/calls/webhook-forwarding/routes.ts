import type { FastifyInstance } from 'fastify';
import { dataScope, type WebhookSecretReply } from '@voice/contracts';
import { secretBoxFor } from '../../../lib/secret-box';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { assistantNotFound, findAssistant } from '../../voice';
import { replaceWebhookSecret } from './repository';
import { webhookForwardingSchemas } from './schemas';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, newWebhookSecret } from './signing';

export const WEBHOOK_SECRET_CREATED = 'Webhook signing secret created';

/**
 * POST /api/assistants/:id/webhook-secret: a new signing secret for the reports forwarded to the assistant's
 * webhook URL (the old one stops signing at once), returned this once and stored sealed. Scoped like every
 * assistant route (another tenant's assistant is not found).
 */
export async function webhookSecretRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/assistants/:id/webhook-secret',
    { config: { access: 'authenticated' }, schema: webhookForwardingSchemas.rotateSecret },
    async (request, reply): Promise<WebhookSecretReply> => {
      const assistant = await findAssistant(
        app.db,
        dataScope(currentUser(request)),
        request.params.id,
      );
      if (!assistant) throw assistantNotFound();
      const secret = newWebhookSecret();
      await replaceWebhookSecret(app.db, assistant.id, secretBoxFor(app.config).seal(secret));
      void reply.header('cache-control', 'no-store');
      return {
        success: true,
        message: WEBHOOK_SECRET_CREATED,
        data: { secret, signature_header: SIGNATURE_HEADER, timestamp_header: TIMESTAMP_HEADER },
      };
    },
  );
}
