import { ErrorReply, TransferDestinationsReply } from '@voice/contracts/replies';
import { transferDestinationsSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../assistants/schemas';

export const transferSchemas = tagged('Assistants', {
  /** The assistant's call transfer destinations, in order ([] when none). */
  list: {
    summary: "List an assistant's call transfer destinations",
    params: assistantIdParamsSchema,
    response: replies({ 200: TransferDestinationsReply }, [401, 404, 422]),
  },
  /**
   * Replaces the list. 409: an assistant the voice platform holds no copy of; 422 also when the platform refuses
   * a destination; 502 when it is unreachable.
   */
  save: {
    summary: "Save an assistant's call transfer destinations",
    params: assistantIdParamsSchema,
    body: transferDestinationsSchema,
    response: {
      ...replies({ 200: TransferDestinationsReply }, [401, 404, 422]),
      409: ErrorReply,
      502: ErrorReply,
    },
  },
});
