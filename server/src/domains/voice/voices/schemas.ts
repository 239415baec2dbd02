import { VoiceListReply } from '@voice/contracts/replies';
import { mixed, object } from 'yup';
import { replies, tagged } from '../../../lib/route-schema';

export const VOICE_PROVIDER_MESSAGE = 'Provider must be vapi or 11labs';

export const voicesQuerySchema = object({
  provider: mixed<'vapi' | '11labs'>()
    .oneOf(['vapi', '11labs'], VOICE_PROVIDER_MESSAGE)
    .required(VOICE_PROVIDER_MESSAGE),
});

export const voicesSchemas = tagged('Voice platform', {
  list: {
    summary: 'List voices',
    querystring: voicesQuerySchema,
    response: replies({ 200: VoiceListReply }, [401, 403, 422]),
  },
});
