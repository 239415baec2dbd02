import { object, string } from 'yup';
import { documentedOnly, json, replies } from '../../../lib/route-schema';

const delivery = json.object({
  id: json.integer,
  received_at: json.string,
  event: json.nullableString,
  signature: { type: 'string', enum: ['verified', 'invalid', 'unsigned'] },
  headers: { type: 'object', additionalProperties: json.string },
  body: json.string,
  body_truncated: json.boolean,
});

export const webhookInboxSchemas = {
  /** The signed-in user's receiver URL and its latest deliveries, newest first. */
  show: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.object({
            url: json.string,
            kept: json.integer,
            deliveries: json.array(delivery),
          }),
        }),
      },
      [401, 403],
    ),
  },
  /** A delivery to a user's receiver: any content type, stored as text. */
  receive: {
    params: object({ token: string().required() }),
    body: documentedOnly({
      type: 'string',
      description:
        'Any body (JSON or text, up to 1 MB; the first 64 KB are kept). The x-webhook-signature header is ' +
        "checked against the secrets of the receiver owner's assistants.",
    }),
    response: replies({ 200: json.object({ received: json.boolean }) }, [404, 429]),
  },
};
