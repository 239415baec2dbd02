import { useLocation } from 'react-router-dom';
import { isPlatformAdmin } from '@voice/contracts';
import { useSession } from '@voice/session';

export interface CallLogsScreenScope {
  /** /admin/call-logs…: the admin endpoints (the tenant's calls; every tenant's for platform admins). */
  admin: boolean;
  /** Platform admins on the admin screens: the tenant column and the reseller filter. */
  platformAdmin: boolean;
  /** The list this screen belongs to. */
  listPath: '/call-logs' | '/admin/call-logs';
}

/** Which list a call-log screen shows: the user's own calls, or the admin's scope under /admin. */
export function useCallLogsScope(): CallLogsScreenScope {
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const admin = pathname === '/admin/call-logs' || pathname.startsWith('/admin/call-logs/');
  return {
    admin,
    platformAdmin: admin && isPlatformAdmin(role),
    listPath: admin ? '/admin/call-logs' : '/call-logs',
  };
}

/** The page of one call, under the list it was opened from. */
export function callPath(listPath: CallLogsScreenScope['listPath'], callId: string): string {
  return `${listPath}/${encodeURIComponent(callId)}`;
}
