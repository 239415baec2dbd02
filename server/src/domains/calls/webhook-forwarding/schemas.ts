import { WebhookSecretReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../../voice';

export const webhookForwardingSchemas = tagged('Calls', {
  /** A new signing secret for the assistant's forwarded webhooks, returned this once. */
  rotateSecret: {
    summary: "Create a new signing secret for an assistant's call reports",
    params: assistantIdParamsSchema,
    response: replies({ 200: WebhookSecretReply }, [401, 403, 404, 422]),
  },
});
