import { VoiceConfigurationReply, VoiceConfigurationSavedReply } from '@voice/contracts/replies';
import { voiceConfigurationSchema } from '@voice/contracts/schemas';
import { replies } from '../../../lib/route-schema';

export const voiceSettingsSchemas = {
  read: { response: replies({ 200: VoiceConfigurationReply }, [401, 403]) },
  save: {
    body: voiceConfigurationSchema,
    response: replies({ 200: VoiceConfigurationSavedReply }, [401, 403, 422]),
  },
  remove: { response: replies({ 200: VoiceConfigurationSavedReply }, [401, 403]) },
};
