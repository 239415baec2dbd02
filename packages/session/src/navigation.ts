import { can, isPlatformAdmin, landsOnSuperAdminAfterLoginAs } from '@voice/contracts/core';
import {
  ADMIN_PATH,
  DASHBOARD_PATH,
  LOGIN_AS_PATH,
  LOGIN_PATH,
  PAYMENT_PATH,
  REGISTER_PATH,
  SUPER_ADMIN_PATH,
} from '@voice/contracts/paths';

/** True for the /payment route itself (with a query or hash), not for /payment-success. */
export function isPaymentUrl(url: string | null | undefined): boolean {
  return !!url && /^\/payment(?:[/?#]|$)/.test(url);
}

/** After login: the saved intended URL, else /admin for the holders of 'admin-area', else /dashboard. */
export function pathAfterLogin(
  role: string | null | undefined,
  intendedUrl: string | null,
): string {
  if (intendedUrl) return intendedUrl;
  return can(role, 'admin-area') ? ADMIN_PATH : DASHBOARD_PATH;
}

/** After registration: the intended URL only if it contains /payment, else /dashboard. */
export function pathAfterRegister(intendedUrl: string | null): string {
  return intendedUrl && intendedUrl.includes(PAYMENT_PATH) ? intendedUrl : DASHBOARD_PATH;
}

/** After login-as: /super-admin for admin, content_admin or reseller_admin, else /dashboard. */
export function pathAfterLoginAs(role: string | null | undefined): string {
  return landsOnSuperAdminAfterLoginAs(role) ? SUPER_ADMIN_PATH : DASHBOARD_PATH;
}

/** Guest-only pages send a signed-in user to a remembered payment URL, else /dashboard. */
export function pathForSignedInGuest(intendedUrl: string | null): string {
  return intendedUrl && isPaymentUrl(intendedUrl) ? intendedUrl : DASHBOARD_PATH;
}

/** A signed-out visitor of a protected URL goes to /register for /payment, else /login. */
export function pathForSignedOut(url: string): string {
  return isPaymentUrl(url) ? REGISTER_PATH : LOGIN_PATH;
}

/**
 * After an admin switches to another user (spec 000 §4): on the same reseller the session is set and
 * an admin lands on /super-admin, a reseller_admin or user on /dashboard; on another reseller the
 * one-time token goes to that reseller's /loginas route.
 */
export function pathAfterSwitchUser(role: string | null | undefined): string {
  return isPlatformAdmin(role) ? SUPER_ADMIN_PATH : DASHBOARD_PATH;
}

/** URL of the target reseller's /loginas route carrying the one-time token. */
export function loginAsUrl(domain: string, token: string, protocol = 'https:'): string {
  const origin = /^https?:\/\//.test(domain) ? domain : `${protocol}//${domain}`;
  return `${origin.replace(/\/+$/, '')}${LOGIN_AS_PATH}?token=${encodeURIComponent(token)}`;
}

/** The billing intervals a plan is chosen with on /pricing and the landing. */
export type PlanInterval = 'monthly' | 'yearly';

/** /register for a visitor who chose a plan (the register page reads `plan` and `interval`). */
export function registerPathForPlan(packageId: number, interval: PlanInterval): string {
  return `${REGISTER_PATH}?plan=${packageId}&interval=${interval}`;
}
