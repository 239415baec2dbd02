import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { allows, type Guard } from '@voice/contracts/core';
import { pathForSignedInGuest, pathForSignedOut, useSession } from '@voice/session';
import { useBranding } from '@voice/ui/core';
import type { DeniedState } from './denied-state';
import { DASHBOARD_PATH } from '@voice/contracts/paths';

/** Remembers the URL a signed-out visitor asked for, then sends them to /login (or /register). */
function SignInFirst() {
  const location = useLocation();
  const setIntendedUrl = useSession((s) => s.setIntendedUrl);
  const url = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => setIntendedUrl(url), [setIntendedUrl, url]);
  return <Navigate to={pathForSignedOut(location.pathname)} replace />;
}

/** Sends a signed-in user without access to /dashboard, which says why (access-notice.tsx). */
function NotAllowed() {
  const location = useLocation();
  const state: DeniedState = { deniedPath: location.pathname };
  return <Navigate to={DASHBOARD_PATH} replace state={state} />;
}

/** Does a signed-in role pass a route's guard? The same rules as the server's (packages/contracts access.ts). */
export function allowedByRole(guard: Guard, role: string | null | undefined): boolean {
  return allows(guard, role);
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
  // A token proves a sign-in even before the user's profile is known.
  if (guard !== 'authenticated' && !allowedByRole(guard, role)) {
    return <NotAllowed />;
  }
  return <>{children}</>;
}
