import type {
  ApiEnvelope,
  MessageReply,
  RecoveryCodesReply,
  TwoFactorCodePayload,
  TwoFactorDisablePayload,
  TwoFactorPolicy,
  TwoFactorSetup,
  TwoFactorSignInPayload,
  TwoFactorSignInReply,
  TwoFactorStatus,
} from '@voice/contracts';
import { http } from '../http';

/** POST /api/login/two-factor: the challenge and a code or a recovery code -> the session. */
export async function signInWithSecondFactor(
  payload: Partial<TwoFactorSignInPayload> & { challenge_token: string },
): Promise<TwoFactorSignInReply> {
  return (await http.post<TwoFactorSignInReply>('/api/login/two-factor', payload)).data;
}

/** POST /api/login/two-factor/setup: the secret of the enrolment a sign-in requires. */
export async function startSignInEnrolment(challengeToken: string): Promise<TwoFactorSetup> {
  return (
    await http.post<TwoFactorSetup>('/api/login/two-factor/setup', {
      challenge_token: challengeToken,
    })
  ).data;
}

/** POST /api/login/two-factor/enable: the first code -> the session and the recovery codes. */
export async function finishSignInEnrolment(
  challengeToken: string,
  code: string,
): Promise<TwoFactorSignInReply> {
  return (
    await http.post<TwoFactorSignInReply>('/api/login/two-factor/enable', {
      challenge_token: challengeToken,
      code,
    })
  ).data;
}

/** GET /api/two-factor: the signed-in user's two-factor state. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return (await http.get<ApiEnvelope<TwoFactorStatus>>('/api/two-factor')).data.data;
}

/** POST /api/two-factor/setup: a new secret to scan (pending until enabled). */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return (await http.post<TwoFactorSetup>('/api/two-factor/setup')).data;
}

/** POST /api/two-factor/enable: the first code -> the recovery codes (shown once). */
export async function enableTwoFactor(payload: TwoFactorCodePayload): Promise<RecoveryCodesReply> {
  return (await http.post<RecoveryCodesReply>('/api/two-factor/enable', payload)).data;
}

/** POST /api/two-factor/recovery-codes: a current code -> new recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes(
  payload: TwoFactorCodePayload,
): Promise<RecoveryCodesReply> {
  return (await http.post<RecoveryCodesReply>('/api/two-factor/recovery-codes', payload)).data;
}

/** POST /api/two-factor/disable: password and a current code. */
export async function disableTwoFactor(payload: TwoFactorDisablePayload): Promise<MessageReply> {
  return (await http.post<MessageReply>('/api/two-factor/disable', payload)).data;
}

/** GET /api/super-admin/two-factor-policy */
export async function getTwoFactorPolicy(): Promise<TwoFactorPolicy> {
  return (await http.get<ApiEnvelope<TwoFactorPolicy>>('/api/super-admin/two-factor-policy')).data
    .data;
}

/** PUT /api/super-admin/two-factor-policy */
export async function updateTwoFactorPolicy(policy: TwoFactorPolicy): Promise<TwoFactorPolicy> {
  return (
    await http.put<ApiEnvelope<TwoFactorPolicy>>('/api/super-admin/two-factor-policy', policy)
  ).data.data;
}
