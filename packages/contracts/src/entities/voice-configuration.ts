/** GET /api/admin/voice-configuration for a reseller admin: its own provider keys, secrets masked, never returned. */
export interface ResellerVoiceConfiguration {
  scope: 'reseller';
  /** e.g. '…••••1a2b'; null when not saved. */
  vapi_api_key_masked: string | null;
  /** The Twilio account SID is not a secret: shown in full. */
  twilio_account_sid: string | null;
  twilio_auth_token_masked: string | null;
  elevenlabs_api_key_masked: string | null;
  /** Which of the reseller's own accounts are used instead of the platform's. */
  uses_own_vapi: boolean;
  uses_own_twilio: boolean;
  uses_own_elevenlabs: boolean;
  updated_at: string | null;
}

/** GET /api/admin/voice-configuration for a platform admin: read-only facts from the environment, no secret. */
export interface PlatformVoiceConfiguration {
  scope: 'platform';
  /** sandbox or vapi (VOICE_PROVIDER). */
  voice_provider: string;
  /** sandbox or twilio (TELEPHONY_PROVIDER). */
  telephony_provider: string;
  /** An ElevenLabs key is set: the editor lists its voices (else the built-in list). */
  elevenlabs_configured: boolean;
}

export type VoiceConfiguration = ResellerVoiceConfiguration | PlatformVoiceConfiguration;

/** PUT /api/admin/voice-configuration body: blank secrets keep the saved ones; a blank SID removes Twilio. */
export interface VoiceConfigurationPayload {
  vapi_api_key?: string;
  twilio_account_sid?: string;
  twilio_auth_token?: string;
  elevenlabs_api_key?: string;
}

/** GET /api/voices: where the list came from. */
export type VoiceListSource = 'elevenlabs' | 'built-in';
