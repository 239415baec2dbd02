import { loginSchema, registerSchema } from '@voice/contracts/schemas';
import { json, replies, successMessage } from '../../../lib/route-schema';
import { userReply } from '../users/schemas';

export const authSchemas = {
  login: {
    body: loginSchema,
    response: replies(
      {
        // A session, or (two-factor) the challenge of the second step instead.
        200: json.object(
          {
            token: json.string,
            user: userReply,
            two_factor: json.string,
            challenge_token: json.string,
            expires_in: json.integer,
          },
          ['token', 'user', 'two_factor', 'challenge_token', 'expires_in'],
        ),
      },
      [401, 403, 422, 429],
    ),
  },
  /** Validated before the handler too; the handler adds a taken email to the other field errors. */
  register: {
    body: registerSchema,
    response: replies(
      { 201: json.object({ token: json.string, user: userReply, message: json.string }) },
      [422, 429],
    ),
  },
  logout: { response: replies({ 200: successMessage }, [401]) },
};
