import type {
  ApiEnvelope,
  ResellerVoiceConfiguration,
  VoiceConfiguration,
  VoiceConfigurationPayload,
} from '@voice/contracts';
import { http } from '../http';

/** GET /api/admin/voice-configuration: a reseller admin's own provider keys (masked), or the platform's providers. */
export async function getVoiceConfiguration(): Promise<ApiEnvelope<VoiceConfiguration>> {
  return (await http.get<ApiEnvelope<VoiceConfiguration>>('/api/admin/voice-configuration')).data;
}

/** PUT /api/admin/voice-configuration: blank secrets keep the saved ones; a blank Twilio SID removes Twilio. */
export async function saveVoiceConfiguration(
  payload: VoiceConfigurationPayload,
): Promise<ApiEnvelope<ResellerVoiceConfiguration> & { message: string }> {
  return (await http.put('/api/admin/voice-configuration', payload)).data;
}

/** DELETE /api/admin/voice-configuration: the reseller goes back to the platform's providers. */
export async function removeVoiceConfiguration(): Promise<
  ApiEnvelope<ResellerVoiceConfiguration> & { message: string }
> {
  return (await http.delete('/api/admin/voice-configuration')).data;
}
