import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTransferDestinations, saveTransferDestinations } from '@voice/api-client';
import type { TransferDestination } from '@voice/contracts';

function checked(reply: { data?: { destinations?: unknown } } | undefined): TransferDestination[] {
  const list = reply?.data?.destinations;
  if (!Array.isArray(list)) throw new Error('Unexpected reply from the server');
  return list as TransferDestination[];
}

/** GET /api/assistants/{id}/transfer-destinations. */
export function transferDestinationsQueryOptions(assistantId: string) {
  return queryOptions({
    queryKey: ['transfer-destinations', assistantId] as const,
    queryFn: async () => checked(await getTransferDestinations(assistantId)),
  });
}

export function useTransferDestinationsQuery(assistantId: string) {
  return useQuery(transferDestinationsQueryOptions(assistantId));
}

/** PUT /api/assistants/{id}/transfer-destinations (its own request: the assistant's Save does not send it). */
export function useSaveTransferDestinations(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (destinations: TransferDestination[]) =>
      checked(await saveTransferDestinations(assistantId, destinations)),
    onSuccess: (saved) =>
      queryClient.setQueryData(transferDestinationsQueryOptions(assistantId).queryKey, saved),
  });
}
