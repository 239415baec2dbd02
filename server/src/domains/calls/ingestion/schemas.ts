import { object, string } from 'yup';
import { documentedOnly, json, replies } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../../voice';

export const recordingParamsSchema = object({
  file: string().required().max(100, 'The file name may not be greater than 100 characters.'),
});

export const callSchemas = {
  /** The body is the raw message as received (HMAC signatures are over the exact bytes): read by the handler. */
  vapiWebhook: {
    body: documentedOnly({
      type: 'string',
      description:
        'A Vapi server message {"message": {...}}: status-update and end-of-call-report are recorded, ' +
        "other types acknowledged. Authenticated with the assistant's tenant webhook secret: " +
        '"Authorization: Bearer <secret>", or x-signature (hex HMAC-SHA256 of "{x-timestamp}.{body}") ' +
        'with x-timestamp within 5 minutes.',
    }),
    response: replies({ 200: json.object({ received: json.boolean }) }, [400, 401, 429]),
  },
  /** The sandbox provider places a test call to the assistant (recorded through the webhook above). */
  testCall: {
    params: assistantIdParamsSchema,
    response: {
      ...replies(
        {
          200: json.object({
            success: json.boolean,
            message: json.string,
            data: json.object({ call_id: json.string }),
          }),
        },
        [401, 403, 404, 422],
      ),
      /** The assistant is held by a real voice platform. */
      409: json.open({ success: json.boolean, message: json.string }),
    },
  },
  /** A sandbox test call's generated recording (audio/wav). */
  sandboxRecording: {
    params: recordingParamsSchema,
    response: replies({ 200: { type: 'string', format: 'binary' } }, [404, 422]),
  },
};
