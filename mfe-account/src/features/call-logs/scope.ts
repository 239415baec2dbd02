import { useLocation } from 'react-router-dom';
import { isPlatformAdmin } from '@voice/contracts';
import { useSession } from '@voice/session';
import { ADMIN_CALL_LOGS_PATH, CALL_LOGS_PATH } from '@voice/contracts/paths';

export interface CallLogsScreenScope {
  /** /admin/call-logs…: the admin endpoints (the tenant's calls; every tenant's for platform admins). */
  admin: boolean;
  /** Platform admins on the admin screens: the tenant column and the reseller filter. */
  platformAdmin: boolean;
  /** The list this screen belongs to. */
  listPath: typeof CALL_LOGS_PATH | typeof ADMIN_CALL_LOGS_PATH;
}

/** Which list a call-log screen shows: the user's own calls, or the admin's scope under /admin. */
export function useCallLogsScope(): CallLogsScreenScope {
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const admin =
    pathname === ADMIN_CALL_LOGS_PATH || pathname.startsWith(`${ADMIN_CALL_LOGS_PATH}/`);
  return {
    admin,
    platformAdmin: admin && isPlatformAdmin(role),
    listPath: admin ? ADMIN_CALL_LOGS_PATH : CALL_LOGS_PATH,
  };
}

/** The page of one call, under the list it was opened from. */
export function callPath(listPath: CallLogsScreenScope['listPath'], callId: string): string {
  return `${listPath}/${encodeURIComponent(callId)}`;
}
