// The 401 rule of spec 000 §4, for both transports (the axios instance and the fetch path of the public reads).
// One registry of the signed-out handler: the builds share this module (@voice/api-client/public) as a singleton,
// and http.ts imports it by that name, so the handler the shell sets is the one every call uses.
import { useSession } from '@voice/session';
import { HOME_PATH, LOGIN_PATH, PRICING_PATH, REGISTER_PATH } from '@voice/contracts/paths';

/**
 * Calls whose 401 never signs the user out (spec 000 §4): packages (subscription, admin and reseller
 * packages), features, and the payment-provider configuration.
 */
const PUBLIC_CALL_PATTERNS = [
  /packages(?:[/?#]|$)/,
  /\/features(?:[/?#]|$)/,
  /payment-provider|payment-config|stripe-config/,
];
/** Pages on which a 401 never redirects (spec 000 §4). */
const PUBLIC_PAGES: readonly string[] = [HOME_PATH, LOGIN_PATH, REGISTER_PATH, PRICING_PATH];

function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The 401 rule of spec 000 §4: clear the session and go to /login, unless one of the exceptions holds. */
export function shouldSignOutOn401(
  url: string | undefined,
  pathname: string,
  hasToken: boolean,
): boolean {
  if (!hasToken) return false;
  const path = url ? (url.split('?')[0] ?? url) : '';
  if (path && PUBLIC_CALL_PATTERNS.some((re) => re.test(path))) return false;
  return !PUBLIC_PAGES.includes(normalizePathname(pathname));
}

/** What the 401 rule does when it fires; the shell replaces it to use the router. */
let onSignedOut: () => void = () => {
  window.location.assign(LOGIN_PATH);
};
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/** Applies the rule to a call to `url` that was answered with 401. */
export function applySignOutRule(url: string | undefined): void {
  const state = useSession.getState();
  if (shouldSignOutOn401(url, window.location.pathname, Boolean(state.token))) {
    state.clear();
    onSignedOut();
  }
}
