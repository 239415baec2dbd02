import { useMutation } from '@tanstack/react-query';
import { resendReceipt } from '@voice/api-client';

/** POST /api/transactions/{id}/resend-receipt: emails the receipt again to its payer. */
export function useResendReceiptMutation() {
  return useMutation({ mutationFn: (id: number) => resendReceipt(id) });
}
