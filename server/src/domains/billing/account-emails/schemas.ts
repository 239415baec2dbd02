import { json, replies } from '../../../lib/route-schema';
import { transactionIdSchema } from '../transactions/schemas';

export const accountEmailSchemas = {
  /** Sends a completed payment's receipt again to its payer (the payer, or an admin of its tenant). */
  resendReceipt: {
    params: transactionIdSchema,
    response: replies(
      { 200: json.object({ success: json.boolean, message: json.string }) },
      [401, 404, 422, 429],
    ),
  },
};
