// The impersonation calls of spec 000 §7 (from @voice/api-client), normalised for the banner. The api-client (and
// axios) is loaded when a call is made, not with the layout, so that the first load of "/" carries neither.
import type { ImpersonationStatus, SwitchableUser } from '@voice/contracts';

const apiClient = () => import('@voice/api-client');

export async function loginAsUser(userId: number) {
  return (await apiClient()).loginAsUser(userId);
}

export async function revertLoginAs() {
  return (await apiClient()).revertLoginAs();
}

export async function fetchUsersForSwitch(): Promise<SwitchableUser[]> {
  const reply = await (await apiClient()).getUsersForSwitch();
  return Array.isArray(reply?.data) ? reply.data : [];
}

export async function fetchImpersonationStatus(): Promise<ImpersonationStatus> {
  const reply = await (await apiClient()).checkImpersonation();
  return {
    is_impersonating: Boolean(reply?.is_impersonating),
    original_admin_id: reply?.original_admin_id ?? null,
  };
}
