import { mixed, object } from 'yup';
import { json, replies } from '../../../lib/route-schema';

export const VOICE_PROVIDER_MESSAGE = 'Provider must be vapi or 11labs';

export const voicesQuerySchema = object({
  provider: mixed<'vapi' | '11labs'>()
    .oneOf(['vapi', '11labs'], VOICE_PROVIDER_MESSAGE)
    .required(VOICE_PROVIDER_MESSAGE),
});

const voiceOption = json.object({
  id: json.string,
  name: json.string,
  gender: { type: 'string', enum: ['male', 'female'] },
});

export const voicesSchemas = {
  list: {
    querystring: voicesQuerySchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.array(voiceOption),
          source: { type: 'string', enum: ['elevenlabs', 'built-in'] },
        }),
      },
      [401, 403, 422],
    ),
  },
};
