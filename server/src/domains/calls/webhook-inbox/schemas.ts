import { WebhookInboxReply, WebhookReceivedReply } from '@voice/contracts/replies';
import { object, string } from 'yup';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

export const webhookInboxSchemas = tagged('Calls', {
  /** The signed-in user's receiver URL and its latest deliveries, newest first. */
  show: {
    summary: "Show the test webhook inbox's deliveries",
    response: replies({ 200: WebhookInboxReply }, [401, 403]),
  },
  /** A delivery to a user's receiver: any content type, stored as text. */
  receive: {
    summary: 'Receive a delivery in the test webhook inbox',
    params: object({ token: string().required() }),
    body: documentedOnly({
      type: 'string',
      description:
        'Any body (JSON or text, up to 1 MB; the first 64 KB are kept). The x-webhook-signature header is ' +
        "checked against the secrets of the receiver owner's assistants.",
    }),
    response: replies({ 200: WebhookReceivedReply }, [404, 429]),
  },
});
