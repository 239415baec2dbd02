import { changePasswordSchema } from '@voice/contracts/schemas';
import { documentedOnly, json, replies, successMessage } from '../../../lib/route-schema';
import { userReply } from '../users/schemas';

/** The profile form (read and validated by the handler: fields and picture together). */
const profileForm = documentedOnly({
  type: 'object',
  description:
    'multipart/form-data (or JSON without a picture), validated with the shared profileSchema; the email cannot be changed. profile_picture: PNG, JPG or GIF, up to 2MB, checked by its bytes.',
  properties: {
    name: { type: 'string' },
    phone: { type: 'string' },
    company: { type: 'string' },
    bio: { type: 'string' },
    profile_picture: { type: 'string', format: 'binary' },
  },
});

export const profileSchemas = {
  update: {
    consumes: ['multipart/form-data', 'application/json'],
    body: profileForm,
    response: replies(
      { 200: json.object({ success: json.boolean, message: json.string, data: userReply }) },
      [400, 401, 403, 422],
    ),
  },
  changePassword: {
    body: changePasswordSchema,
    response: replies({ 200: successMessage }, [401, 403, 422, 429]),
  },
};
