import { object, string } from 'yup';
import { WebhookReceivedReply } from '@voice/contracts/replies';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

export const webhookParamsSchema = object({ provider: string().required() });

export const paymentSchemas = tagged('Payments', {
  /** The body is the raw event as received (signatures are over the exact bytes): checked by the provider. */
  webhook: {
    summary: "Receive a payment provider's webhook",
    params: webhookParamsSchema,
    body: documentedOnly({
      type: 'string',
      description:
        "The provider's signed JSON event (sandbox-signature or stripe-signature header).",
    }),
    response: replies({ 200: WebhookReceivedReply }, [400, 404]),
  },
});
