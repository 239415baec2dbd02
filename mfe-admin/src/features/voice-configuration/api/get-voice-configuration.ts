import { getVoiceConfiguration } from '@voice/api-client';
import { useReplyDataQuery } from '../../../shared/api/queries';

/** GET /api/admin/voice-configuration. */
export const VOICE_CONFIGURATION_QUERY_KEY = ['admin', 'voice-configuration'] as const;

export function useVoiceConfigurationQuery() {
  return useReplyDataQuery(VOICE_CONFIGURATION_QUERY_KEY, getVoiceConfiguration);
}
