import type { Static } from 'typebox';
import type {
  LoginReply as LoginReplySchema,
  RecoveryCodesReply as RecoveryCodesReplySchema,
  TwoFactorChallengeSchema,
  TwoFactorPolicySchema,
  TwoFactorSetupSchema,
  TwoFactorSignInReply as TwoFactorSignInReplySchema,
  TwoFactorStatusSchema,
} from '../replies/identity';

/** How long a trusted device skips the second step. */
export const TRUSTED_DEVICE_DAYS = 30;
/** How many recovery codes an enrolment or a regeneration gives. */
export const RECOVERY_CODE_COUNT = 10;

/** The messages of two-factor sign-in, in the spec's style (short sentences, 'successfully'). */
export const TWO_FACTOR_MESSAGES = {
  stepTitle: 'Two-factor authentication',
  codeRequired: 'Authentication code is required',
  codeFormat: 'The authentication code must be 6 digits',
  codeInvalid: 'The authentication code is invalid.',
  recoveryCodeInvalid: 'The recovery code is invalid.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  passwordRequired: 'Password is required',
  passwordIncorrect: 'The password is incorrect.',
  notSetUp: 'Set up two-factor authentication first.',
  alreadyEnabled: 'Two-factor authentication is already enabled.',
  notEnabled: 'Two-factor authentication is not enabled.',
  requiredForRole: 'Two-factor authentication is required for your role.',
  notWhileImpersonating:
    'Two-factor authentication cannot be changed while acting as another user.',
  enabled: 'Two-factor authentication enabled successfully',
  disabled: 'Two-factor authentication disabled successfully',
  regenerated: 'Recovery codes regenerated successfully',
  policySaved: 'Two-factor settings updated successfully',
  throttled: 'Too many attempts. Please try again in N seconds.',
} as const;

/**
 * POST /api/login when a second step is due: no session yet, a short-lived challenge token for POST
 * /api/login/two-factor ('code') or for the enrolment the platform requires ('enrol').
 */
export type TwoFactorChallenge = Static<typeof TwoFactorChallengeSchema>;

/** POST /api/login: a session, or the second step. */
export type LoginReply = Static<typeof LoginReplySchema>;

/** POST /api/login/two-factor reply: the session, and the device token when the device is trusted. */
export type TwoFactorSignInReply = Static<typeof TwoFactorSignInReplySchema>;

/** GET /api/two-factor: the signed-in user's state. */
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

/** POST /api/two-factor/setup (and its sign-in twin): the new secret, to scan or type in. */
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;

/** The recovery codes, shown once. */
export type RecoveryCodesReply = Static<typeof RecoveryCodesReplySchema>;

/** GET/PUT /api/super-admin/two-factor-policy. */
export type TwoFactorPolicy = Static<typeof TwoFactorPolicySchema>;
