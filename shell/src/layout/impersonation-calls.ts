// The impersonation calls of spec 000 §7 (from @voice/api-client), normalised for the banner.
import type { ImpersonationStatus, SwitchableUser } from '@voice/contracts';
import { checkImpersonation, getUsersForSwitch } from '@voice/api-client';

export { loginAsUser, revertLoginAs } from '@voice/api-client';

export async function fetchUsersForSwitch(): Promise<SwitchableUser[]> {
  const reply = await getUsersForSwitch();
  return Array.isArray(reply?.data) ? reply.data : [];
}

export async function fetchImpersonationStatus(): Promise<ImpersonationStatus> {
  const reply = await checkImpersonation();
  return {
    is_impersonating: Boolean(reply?.is_impersonating),
    original_admin_id: reply?.original_admin_id ?? null,
  };
}
