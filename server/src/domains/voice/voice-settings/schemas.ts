import { VoiceConfigurationReply, VoiceConfigurationSavedReply } from '@voice/contracts/replies';
import { voiceConfigurationSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

export const voiceSettingsSchemas = tagged('Voice platform', {
  read: {
    summary: "Show the tenant's voice provider settings",
    response: replies({ 200: VoiceConfigurationReply }, [401, 403]),
  },
  save: {
    summary: "Save the tenant's voice provider settings",
    body: voiceConfigurationSchema,
    response: replies({ 200: VoiceConfigurationSavedReply }, [401, 403, 422]),
  },
  remove: {
    summary: "Remove the tenant's voice provider settings",
    response: replies({ 200: VoiceConfigurationSavedReply }, [401, 403]),
  },
});
