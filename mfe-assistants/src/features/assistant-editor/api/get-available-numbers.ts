import { useMutation } from '@tanstack/react-query';
import { getAvailableNumbers } from '@voice/api-client';
import type { AvailableNumber, AvailableNumbersQuery } from '@voice/contracts';

/** GET /api/twilio/available-numbers: one search, run when the user asks for it. */
export function useAvailableNumbersSearch(onError: () => void) {
  return useMutation({
    mutationFn: async (query: AvailableNumbersQuery): Promise<AvailableNumber[]> => {
      const reply = await getAvailableNumbers(query);
      if (!reply.success || !Array.isArray(reply.data)) throw new Error('No numbers in the reply');
      return reply.data;
    },
    onError,
  });
}
