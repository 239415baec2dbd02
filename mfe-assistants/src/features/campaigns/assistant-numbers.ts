import { useQuery } from '@tanstack/react-query';
import { http } from '@voice/api-client';
import type { ApiEnvelope, AssistantPhoneNumber } from '@voice/contracts';

/** GET /api/assistants/{id}/phone-numbers: the numbers an assistant may call from, oldest (its first) first. */
export function useAssistantNumbersQuery(assistantId: number | string | null) {
  return useQuery({
    queryKey: ['assistants', String(assistantId), 'phone-numbers'] as const,
    queryFn: async (): Promise<AssistantPhoneNumber[]> => {
      const reply = (
        await http.get<ApiEnvelope<AssistantPhoneNumber[]>>(
          `/api/assistants/${encodeURIComponent(String(assistantId))}/phone-numbers`,
        )
      ).data;
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected reply from the server');
      return reply.data;
    },
    enabled: assistantId !== null && assistantId !== '',
    staleTime: 60_000,
  });
}

/** How a number reads in a picker: '+14155550100 (San Francisco, CA)'. */
export function numberText(number: AssistantPhoneNumber): string {
  return number.label ? `${number.phone_number} (${number.label})` : number.phone_number;
}
