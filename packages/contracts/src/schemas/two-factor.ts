import { boolean, object, string, type InferType } from 'yup';
import { TWO_FACTOR_MESSAGES as M } from '../entities/two-factor';

/** Six digits; spaces people type between groups are dropped first. */
const totpCode = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required(M.codeRequired)
    .matches(/^\d{6}$/, M.codeFormat);

const challengeToken = () =>
  string().trim().required(M.challengeExpired).max(200, M.challengeExpired);

/** POST /api/login/two-factor: the challenge and either a code or a recovery code. */
export const twoFactorSignInSchema = object({
  challenge_token: challengeToken(),
  code: string().trim().max(20, M.codeInvalid).default(''),
  recovery_code: string().trim().max(40, M.recoveryCodeInvalid).default(''),
  trust_device: boolean().default(false),
}).test('code-or-recovery', M.codeRequired, function check(value) {
  if (value.code || value.recovery_code) return true;
  return this.createError({ path: 'code', message: M.codeRequired });
});
export type TwoFactorSignInPayload = InferType<typeof twoFactorSignInSchema>;

/** POST /api/login/two-factor/setup: the enrolment challenge. */
export const twoFactorChallengeSchema = object({ challenge_token: challengeToken() });

/** POST /api/login/two-factor/enable: the enrolment challenge and the first code. */
export const twoFactorEnrolSchema = object({
  challenge_token: challengeToken(),
  code: totpCode(),
});

/** POST /api/two-factor/enable and /recovery-codes: a current code. */
export const twoFactorCodeSchema = object({ code: totpCode() });
export type TwoFactorCodePayload = InferType<typeof twoFactorCodeSchema>;

/** POST /api/two-factor/disable: the password and a current code. */
export const twoFactorDisableSchema = object({
  password: string().required(M.passwordRequired),
  code: totpCode(),
});
export type TwoFactorDisablePayload = InferType<typeof twoFactorDisableSchema>;

/** PUT /api/super-admin/two-factor-policy. */
export const twoFactorPolicySchema = object({
  required_for_admins: boolean().required().strict(),
});
