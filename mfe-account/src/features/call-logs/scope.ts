import { useLocation } from 'react-router-dom';
import { isPlatformAdmin } from '@voice/contracts';
import { useSession } from '@voice/session';
import { paths } from '@voice/contracts/core';

export interface CallLogsScreenScope {
  /** /admin/call-logs…: the admin endpoints (the tenant's calls; every tenant's for platform admins). */
  admin: boolean;
  /** Platform admins on the admin screens: the tenant column and the reseller filter. */
  platformAdmin: boolean;
  /** The list this screen belongs to. */
  listPath: typeof paths.callLogs | typeof paths.adminCallLogs;
}

/** Which list a call-log screen shows: the user's own calls, or the admin's scope under /admin. */
export function useCallLogsScope(): CallLogsScreenScope {
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const admin = pathname === paths.adminCallLogs || pathname.startsWith(`${paths.adminCallLogs}/`);
  return {
    admin,
    platformAdmin: admin && isPlatformAdmin(role),
    listPath: admin ? paths.adminCallLogs : paths.callLogs,
  };
}

/** The page of one call, under the list it was opened from. */
export function callPath(listPath: CallLogsScreenScope['listPath'], callId: string): string {
  return `${listPath}/${encodeURIComponent(callId)}`;
}
