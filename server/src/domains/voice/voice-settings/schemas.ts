import { voiceConfigurationSchema } from '@voice/contracts/schemas';
import { json, replies } from '../../../lib/route-schema';

/** VoiceConfiguration (packages/contracts entities/voice-configuration.ts): one of the two views. */
const configuration = json.open({
  scope: { type: 'string', enum: ['reseller', 'platform'] },
  vapi_api_key_masked: json.nullableString,
  twilio_account_sid: json.nullableString,
  twilio_auth_token_masked: json.nullableString,
  elevenlabs_api_key_masked: json.nullableString,
  uses_own_vapi: json.boolean,
  uses_own_twilio: json.boolean,
  uses_own_elevenlabs: json.boolean,
  updated_at: json.nullableString,
  voice_provider: json.string,
  telephony_provider: json.string,
  elevenlabs_configured: json.boolean,
});

const withMessage = json.object({
  success: json.boolean,
  message: json.string,
  data: configuration,
});

export const voiceSettingsSchemas = {
  read: {
    response: replies(
      { 200: json.object({ success: json.boolean, data: configuration }) },
      [401, 403],
    ),
  },
  save: {
    body: voiceConfigurationSchema,
    response: replies({ 200: withMessage }, [401, 403, 422]),
  },
  remove: {
    response: replies({ 200: withMessage }, [401, 403]),
  },
};
