import { isAdminRole, landsOnSuperAdminAfterLoginAs } from '@voice/contracts';

/** After login: the saved intended URL, else /admin for admin or reseller_admin, else /dashboard. */
export function pathAfterLogin(
  role: string | null | undefined,
  intendedUrl: string | null,
): string {
  if (intendedUrl) return intendedUrl;
  return isAdminRole(role) ? '/admin' : '/dashboard';
}

/** After registration: the intended URL only if it contains /payment, else /dashboard. */
export function pathAfterRegister(intendedUrl: string | null): string {
  return intendedUrl && intendedUrl.includes('/payment') ? intendedUrl : '/dashboard';
}

/** After login-as: /super-admin for admin, content_admin or reseller_admin, else /dashboard. */
export function pathAfterLoginAs(role: string | null | undefined): string {
  return landsOnSuperAdminAfterLoginAs(role) ? '/super-admin' : '/dashboard';
}

/** Guest-only pages send a signed-in user to a remembered payment URL, else /dashboard. */
export function pathForSignedInGuest(intendedUrl: string | null): string {
  return intendedUrl && intendedUrl.startsWith('/payment') ? intendedUrl : '/dashboard';
}

/** A signed-out visitor of a protected URL goes to /register for /payment, else /login. */
export function pathForSignedOut(url: string): string {
  return url.startsWith('/payment') ? '/register' : '/login';
}
