import { object, string, type InferType } from 'yup';

/** Twilio account SIDs: AC and 32 hexadecimal characters. */
export const TWILIO_ACCOUNT_SID_PATTERN = /^AC[0-9a-fA-F]{32}$/;
export const PROVIDER_KEY_MAX_LENGTH = 200;

export const VOICE_CONFIGURATION_MESSAGES = {
  vapi_api_key: 'Vapi API key',
  twilio_auth_token: 'Twilio auth token',
  elevenlabs_api_key: 'ElevenLabs API key',
  twilio_account_sid: 'Twilio Account SID must start with AC followed by 32 hexadecimal characters',
  twilio_auth_token_required: 'Twilio auth token is required with an Account SID',
  twilio_account_sid_required: 'Twilio Account SID is required with an auth token',
  nothing_to_save: 'Enter at least one key to save',
} as const;

/** An optional provider key: blank keeps the saved one; else at most 200 characters without spaces. */
function providerKey(label: string) {
  return string()
    .trim()
    .default('')
    .max(PROVIDER_KEY_MAX_LENGTH, `${label} must be at most ${PROVIDER_KEY_MAX_LENGTH} characters`)
    .matches(/^\S*$/, `${label} cannot contain spaces`);
}

/**
 * PUT /api/admin/voice-configuration (a reseller admin's own Vapi, Twilio and ElevenLabs accounts). The secrets
 * are never shown again: left blank, the saved one is kept. The Twilio SID is shown and sent in full; blank, the
 * reseller's Twilio account is removed.
 */
export const voiceConfigurationSchema = object({
  vapi_api_key: providerKey(VOICE_CONFIGURATION_MESSAGES.vapi_api_key),
  twilio_account_sid: string().trim().default('').matches(TWILIO_ACCOUNT_SID_PATTERN, {
    message: VOICE_CONFIGURATION_MESSAGES.twilio_account_sid,
    excludeEmptyString: true,
  }),
  twilio_auth_token: providerKey(VOICE_CONFIGURATION_MESSAGES.twilio_auth_token),
  elevenlabs_api_key: providerKey(VOICE_CONFIGURATION_MESSAGES.elevenlabs_api_key),
});

export type VoiceConfigurationInput = InferType<typeof voiceConfigurationSchema>;
