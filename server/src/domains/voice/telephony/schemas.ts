import { phoneNumberSearchSchema } from '@voice/contracts/schemas';
import { json, replies } from '../../../lib/route-schema';

const availableNumber = json.object({
  phone_number: json.string,
  locality: json.nullableString,
  region: json.nullableString,
});

export const telephonySchemas = {
  availableNumbers: {
    querystring: phoneNumberSearchSchema,
    response: replies(
      {
        200: json.object({ success: json.boolean, data: json.array(availableNumber) }),
        502: json.open({ success: json.boolean, message: json.string }),
      },
      [401, 403, 422, 429],
    ),
  },
};
