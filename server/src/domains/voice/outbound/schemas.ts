import { ErrorReply, OutboundCallReply } from '@voice/contracts/replies';
import { outboundCallSchema } from '@voice/contracts/phone';
import { replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../assistants/schemas';

export const outboundSchemas = tagged('Assistants', {
  /**
   * The assistant calls a number now. 422: the number (E.164), the caller number, no number to call from, or a
   * number on the do-not-call list; 403: the plan allows no calls now; 409: the platform holds no copy of the
   * assistant; 502: the platform is unreachable.
   */
  call: {
    summary: 'Place an outbound call with an assistant',
    params: assistantIdParamsSchema,
    body: outboundCallSchema,
    response: {
      ...replies({ 200: OutboundCallReply }, [401, 403, 404, 422, 429]),
      409: ErrorReply,
      502: ErrorReply,
    },
  },
});
