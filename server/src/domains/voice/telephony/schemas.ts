import { AvailableNumberListReply, ErrorReply } from '@voice/contracts/replies';
import { phoneNumberSearchSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

export const telephonySchemas = tagged('Voice platform', {
  availableNumbers: {
    summary: 'List phone numbers for sale',
    querystring: phoneNumberSearchSchema,
    /** 502: the telephony provider failed. */
    response: replies({ 200: AvailableNumberListReply, 502: ErrorReply }, [401, 403, 422, 429]),
  },
});
