import { ReceiptResentReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';
import { transactionIdSchema } from '../transactions/schemas';

export const accountEmailSchemas = {
  /** Sends a completed payment's receipt again to its payer (the payer, or an admin of its tenant). */
  resendReceipt: {
    params: transactionIdSchema,
    response: replies({ 200: ReceiptResentReply }, [401, 404, 422, 429]),
  },
};
