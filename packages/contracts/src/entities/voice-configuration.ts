import type { Static } from 'typebox';
import type {
  PlatformVoiceConfigurationSchema,
  ResellerVoiceConfigurationSchema,
  VoiceConfigurationSchema,
} from '../replies/voice';

/** GET /api/admin/voice-configuration for a reseller admin: its own provider keys, secrets masked, never returned. */
export type ResellerVoiceConfiguration = Static<typeof ResellerVoiceConfigurationSchema>;

/** GET /api/admin/voice-configuration for a platform admin: read-only facts from the environment, no secret. */
export type PlatformVoiceConfiguration = Static<typeof PlatformVoiceConfigurationSchema>;

export type VoiceConfiguration = Static<typeof VoiceConfigurationSchema>;

/** PUT /api/admin/voice-configuration body: blank secrets keep the saved ones; a blank SID removes Twilio. */
export interface VoiceConfigurationPayload {
  vapi_api_key?: string;
  twilio_account_sid?: string;
  twilio_auth_token?: string;
  elevenlabs_api_key?: string;
}

/** GET /api/voices: where the list came from. */
export type VoiceListSource = 'elevenlabs' | 'built-in';
