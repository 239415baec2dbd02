import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVoices } from '@voice/api-client';
import type { VoiceProvider } from '@voice/contracts';

/** GET /api/voices?provider=…: the voices of a provider (11labs: the account's, labelled with gender). */
export function voicesQueryKey(provider: VoiceProvider) {
  return ['voices', provider] as const;
}

export function voicesQueryOptions(provider: VoiceProvider) {
  return queryOptions({
    queryKey: voicesQueryKey(provider),
    queryFn: () => getVoices(provider),
    // A voice catalogue changes rarely: one load per session is enough.
    staleTime: Infinity,
  });
}

export function useVoicesQuery(provider: VoiceProvider, enabled: boolean) {
  return useQuery({ ...voicesQueryOptions(provider), enabled });
}
