import { ProfileUpdateReply, SuccessMessageReply } from '@voice/contracts/replies';
import { changePasswordSchema } from '@voice/contracts/schemas';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

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

export const profileSchemas = tagged('Profile', {
  update: {
    summary: 'Update the profile',
    consumes: ['multipart/form-data', 'application/json'],
    body: profileForm,
    response: replies({ 200: ProfileUpdateReply }, [400, 401, 403, 422]),
  },
  changePassword: {
    summary: 'Change the password',
    body: changePasswordSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 422, 429]),
  },
});
