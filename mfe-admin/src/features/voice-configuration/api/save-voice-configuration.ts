import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveVoiceConfiguration } from '@voice/api-client';
import type { VoiceConfigurationPayload } from '@voice/contracts';
import { VOICE_CONFIGURATION_QUERY_KEY } from './get-voice-configuration';

/** PUT /api/admin/voice-configuration; the saved (masked) configuration replaces the cached one. */
export function useSaveVoiceConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: VoiceConfigurationPayload) => saveVoiceConfiguration(payload),
    onSuccess: (reply) => client.setQueryData(VOICE_CONFIGURATION_QUERY_KEY, reply.data),
  });
}
