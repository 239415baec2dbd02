import type {
  ApiEnvelope,
  ImpersonationStatus,
  LoginAsUserResponse,
  RevertLoginAsResponse,
  SwitchableUser,
} from '@voice/contracts';
import { http } from '../http';

/** GET /api/check-impersonation -> is_impersonating, original_admin_id. */
export async function checkImpersonation(): Promise<ImpersonationStatus & { success?: boolean }> {
  return (await http.get<ImpersonationStatus & { success?: boolean }>('/api/check-impersonation'))
    .data;
}

/** POST /api/revert-login-as -> redirect_url, or token and user. */
export async function revertLoginAs(): Promise<RevertLoginAsResponse> {
  return (await http.post<RevertLoginAsResponse>('/api/revert-login-as')).data;
}

/** GET /api/users-for-switch: the impersonation banner's Switch User list. */
export async function getUsersForSwitch(): Promise<ApiEnvelope<SwitchableUser[]>> {
  return (await http.get<ApiEnvelope<SwitchableUser[]>>('/api/users-for-switch')).data;
}

/** POST /api/super-admin/users/{id}/login-as -> token, user, is_same_reseller, target_reseller.domain. */
export async function loginAsUser(userId: number): Promise<LoginAsUserResponse> {
  return (
    await http.post<LoginAsUserResponse>(
      `/api/super-admin/users/${encodeURIComponent(userId)}/login-as`,
    )
  ).data;
}
