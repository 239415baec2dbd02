import { ReceiptResentReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';
import { transactionIdSchema } from '../transactions/schemas';

export const accountEmailSchemas = tagged('Payments', {
  /** Sends a completed payment's receipt again to its payer (the payer, or an admin of its tenant). */
  resendReceipt: {
    summary: "Email a transaction's receipt again",
    params: transactionIdSchema,
    response: replies({ 200: ReceiptResentReply }, [401, 404, 422, 429]),
  },
});
