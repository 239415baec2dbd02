import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVoiceConfiguration } from '@voice/api-client';

/** GET /api/admin/voice-configuration. */
export const VOICE_CONFIGURATION_QUERY_KEY = ['admin', 'voice-configuration'] as const;

export function voiceConfigurationQueryOptions() {
  return queryOptions({
    queryKey: VOICE_CONFIGURATION_QUERY_KEY,
    queryFn: async () => (await getVoiceConfiguration()).data,
  });
}

export function useVoiceConfigurationQuery() {
  return useQuery(voiceConfigurationQueryOptions());
}
