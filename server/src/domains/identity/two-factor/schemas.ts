import {
  twoFactorChallengeSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnrolSchema,
  twoFactorPolicySchema,
  twoFactorSignInSchema,
} from '@voice/contracts/schemas';
import {
  RecoveryCodesReply,
  SuccessMessageReply,
  TwoFactorPolicyReply,
  TwoFactorPolicySavedReply,
  TwoFactorSetupReply,
  TwoFactorSignInReply,
  TwoFactorStatusReply,
} from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const twoFactorSchemas = {
  status: { response: replies({ 200: TwoFactorStatusReply }, [401]) },
  setup: { response: replies({ 200: TwoFactorSetupReply }, [401, 403, 422]) },
  enable: {
    body: twoFactorCodeSchema,
    response: replies({ 200: RecoveryCodesReply }, [401, 403, 422, 429]),
  },
  regenerate: {
    body: twoFactorCodeSchema,
    response: replies({ 200: RecoveryCodesReply }, [401, 403, 422, 429]),
  },
  disable: {
    body: twoFactorDisableSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 422, 429]),
  },
  signIn: {
    body: twoFactorSignInSchema,
    response: replies({ 200: TwoFactorSignInReply }, [401, 422, 429]),
  },
  signInSetup: {
    body: twoFactorChallengeSchema,
    response: replies({ 200: TwoFactorSetupReply }, [401, 422, 429]),
  },
  signInEnrol: {
    body: twoFactorEnrolSchema,
    response: replies({ 200: TwoFactorSignInReply }, [401, 422, 429]),
  },
  policy: { response: replies({ 200: TwoFactorPolicyReply }, [401, 403]) },
  updatePolicy: {
    body: twoFactorPolicySchema,
    response: replies({ 200: TwoFactorPolicySavedReply }, [401, 403, 422]),
  },
};
