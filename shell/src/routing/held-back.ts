import type { Guard } from '@voice/contracts/core';
import {
  FORGOT_PASSWORD_PATH,
  LOGIN_AS_PATH,
  LOGIN_PATH,
  PASSWORD_RESET_PATH,
  RESELLER_REGISTRATION_PATH,
} from '@voice/contracts/paths';

/**
 * What a held-back site still serves to visitors: signing in and the password links, so its admins can finish
 * (and the reseller sign-up, which is the main host's only: a reseller's site answers it with its not-found page).
 */
const OPEN_WHILE_HELD_BACK = [
  LOGIN_PATH,
  LOGIN_AS_PATH,
  FORGOT_PASSWORD_PATH,
  PASSWORD_RESET_PATH,
  RESELLER_REGISTRATION_PATH,
];

/**
 * Is this page replaced by "This site is being set up" on a reseller's site whose terms and privacy pages are not
 * both published (Branding.siteHeldBack)? Its public and guest pages are (/, /pricing, /register, /terms, ...),
 * except signing in; the signed-in app is not.
 */
export function isHeldBackPage(pathname: string, guard: Guard | undefined): boolean {
  if (guard !== undefined && guard !== 'public' && guard !== 'guest') return false;
  return !OPEN_WHILE_HELD_BACK.some((open) => pathname === open || pathname.startsWith(`${open}/`));
}
