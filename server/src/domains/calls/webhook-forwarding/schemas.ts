import { json, replies } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../../voice';

export const webhookForwardingSchemas = {
  /** A new signing secret for the assistant's forwarded webhooks, returned this once. */
  rotateSecret: {
    params: assistantIdParamsSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          message: json.string,
          data: json.object({
            secret: json.string,
            signature_header: json.string,
            timestamp_header: json.string,
          }),
        }),
      },
      [401, 403, 404, 422],
    ),
  },
};
