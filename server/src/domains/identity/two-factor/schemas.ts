import {
  twoFactorChallengeSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnrolSchema,
  twoFactorPolicySchema,
  twoFactorSignInSchema,
} from '@voice/contracts/schemas';
import { json, replies, successMessage } from '../../../lib/route-schema';
import { userReply } from '../users/schemas';

const setupReply = json.object({
  success: json.boolean,
  secret: json.string,
  otpauth_url: json.string,
  qr_code: json.string,
});
const recoveryCodesReply = json.object({
  success: json.boolean,
  message: json.string,
  recovery_codes: json.array(json.string),
});
const signInReply = json.object(
  {
    token: json.string,
    user: userReply,
    device_token: json.string,
    recovery_codes: json.array(json.string),
  },
  ['device_token', 'recovery_codes'],
);
const policyReply = json.object({
  success: json.boolean,
  data: json.object({ required_for_admins: json.boolean }),
});

export const twoFactorSchemas = {
  status: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.object({
            enabled: json.boolean,
            required: json.boolean,
            recovery_codes_left: json.integer,
          }),
        }),
      },
      [401],
    ),
  },
  setup: { response: replies({ 200: setupReply }, [401, 403, 422]) },
  enable: {
    body: twoFactorCodeSchema,
    response: replies({ 200: recoveryCodesReply }, [401, 403, 422, 429]),
  },
  regenerate: {
    body: twoFactorCodeSchema,
    response: replies({ 200: recoveryCodesReply }, [401, 403, 422, 429]),
  },
  disable: {
    body: twoFactorDisableSchema,
    response: replies({ 200: successMessage }, [401, 403, 422, 429]),
  },
  signIn: { body: twoFactorSignInSchema, response: replies({ 200: signInReply }, [401, 422, 429]) },
  signInSetup: {
    body: twoFactorChallengeSchema,
    response: replies({ 200: setupReply }, [401, 422, 429]),
  },
  signInEnrol: {
    body: twoFactorEnrolSchema,
    response: replies({ 200: signInReply }, [401, 422, 429]),
  },
  policy: { response: replies({ 200: policyReply }, [401, 403]) },
  updatePolicy: {
    body: twoFactorPolicySchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          message: json.string,
          data: json.object({ required_for_admins: json.boolean }),
        }),
      },
      [401, 403, 422],
    ),
  },
};
