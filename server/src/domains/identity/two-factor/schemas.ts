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
import { replies, tagged } from '../../../lib/route-schema';

export const twoFactorSchemas = tagged('Profile', {
  status: {
    summary: "Show the user's two-factor status",
    response: replies({ 200: TwoFactorStatusReply }, [401]),
  },
  setup: {
    summary: 'Start setting up two-factor sign-in',
    response: replies({ 200: TwoFactorSetupReply }, [401, 403, 422]),
  },
  enable: {
    summary: 'Turn on two-factor sign-in',
    body: twoFactorCodeSchema,
    response: replies({ 200: RecoveryCodesReply }, [401, 403, 422, 429]),
  },
  regenerate: {
    summary: 'Create new two-factor recovery codes',
    body: twoFactorCodeSchema,
    response: replies({ 200: RecoveryCodesReply }, [401, 403, 422, 429]),
  },
  disable: {
    summary: 'Turn off two-factor sign-in',
    body: twoFactorDisableSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 422, 429]),
  },
  signIn: {
    summary: 'Sign in with a two-factor code',
    body: twoFactorSignInSchema,
    response: replies({ 200: TwoFactorSignInReply }, [401, 422, 429]),
  },
  signInSetup: {
    summary: 'Start the two-factor setup required to sign in',
    body: twoFactorChallengeSchema,
    response: replies({ 200: TwoFactorSetupReply }, [401, 422, 429]),
  },
  signInEnrol: {
    summary: 'Finish the two-factor setup required to sign in',
    body: twoFactorEnrolSchema,
    response: replies({ 200: TwoFactorSignInReply }, [401, 422, 429]),
  },
  policy: {
    summary: 'Show the two-factor policy',
    response: replies({ 200: TwoFactorPolicyReply }, [401, 403]),
  },
  updatePolicy: {
    summary: 'Update the two-factor policy',
    body: twoFactorPolicySchema,
    response: replies({ 200: TwoFactorPolicySavedReply }, [401, 403, 422]),
  },
});
