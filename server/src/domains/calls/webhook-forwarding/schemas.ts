import { WebhookSecretReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../../voice';

export const webhookForwardingSchemas = {
  /** A new signing secret for the assistant's forwarded webhooks, returned this once. */
  rotateSecret: {
    params: assistantIdParamsSchema,
    response: replies({ 200: WebhookSecretReply }, [401, 403, 404, 422]),
  },
};
