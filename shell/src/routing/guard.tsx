import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAdminRole, isResellerAdmin, isSuperAdminRole, type Guard } from '@voice/contracts';
import { pathForSignedInGuest, pathForSignedOut, useSession } from '@voice/session';
import { useBranding } from '@voice/ui';

/** Remembers the URL a signed-out visitor asked for, then sends them to /login (or /register). */
function SignInFirst() {
  const location = useLocation();
  const setIntendedUrl = useSession((s) => s.setIntendedUrl);
  const url = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => setIntendedUrl(url), [setIntendedUrl, url]);
  return <Navigate to={pathForSignedOut(location.pathname)} replace />;
}

export function allowedByRole(guard: Guard, role: string | null | undefined): boolean {
  switch (guard) {
    case 'admin':
      return isAdminRole(role);
    case 'super-admin':
      return isSuperAdminRole(role);
    case 'reseller-admin':
      return isResellerAdmin(role);
    default:
      return true;
  }
}

/** The route guards of both specs (000 §2/§4, 001 §2/§6). */
export function Guarded({
  guard,
  mainHostOnly,
  children,
}: {
  guard: Guard;
  mainHostOnly?: boolean;
  children: ReactNode;
}) {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.user?.role);
  const intendedUrl = useSession((s) => s.intendedUrl);
  const { isMainHost } = useBranding();

  if (mainHostOnly && !isMainHost) return <Navigate to="/not-found" replace />;
  if (guard === 'public') return <>{children}</>;
  if (guard === 'guest') {
    return token ? <Navigate to={pathForSignedInGuest(intendedUrl)} replace /> : <>{children}</>;
  }
  if (!token) return <SignInFirst />;
  if (!allowedByRole(guard, role)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
