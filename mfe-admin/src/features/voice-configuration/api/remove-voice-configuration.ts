import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeVoiceConfiguration } from '@voice/api-client';
import { VOICE_CONFIGURATION_QUERY_KEY } from './get-voice-configuration';

/** DELETE /api/admin/voice-configuration; the emptied configuration replaces the cached one. */
export function useRemoveVoiceConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => removeVoiceConfiguration(),
    onSuccess: (reply) => client.setQueryData(VOICE_CONFIGURATION_QUERY_KEY, reply.data),
  });
}
