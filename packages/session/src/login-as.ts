import type {
  ImpersonationStatus,
  LoginAsUserResponse,
  RevertLoginAsResponse,
} from '@voice/contracts';
// Through the package's name, not './store': each remote bundles this entry ('@voice/session/login-as', kept out of
// every page's first load), and must reach the one session store the shell shares, never a copy of its own.
import { loginAsUrl, pathAfterSwitchUser, useSession } from '@voice/session';
import { ADMIN_PATH } from '@voice/contracts/paths';

/**
 * The one login-as flow (spec 000 §4), shared by the impersonation banner, the Switch User control and the
 * users console. The calls and the router come in as arguments: this package knows neither the API client
 * (which depends on it) nor React Router.
 */
export interface LoginAsDeps {
  /** POST /api/super-admin/users/{id}/login-as (loginAsUser of @voice/api-client). */
  request: (userId: number) => Promise<LoginAsUserResponse>;
  /** In-app navigation (React Router's navigate). */
  navigate: (path: string) => void;
  /** Full page load on another host (window.location.assign). */
  assign: (url: string) => void;
  /** GET /api/check-impersonation, to confirm the state after a same-host switch (optional). */
  refreshStatus?: () => Promise<ImpersonationStatus>;
  /** The other host's protocol ('https:'); default '': a protocol-relative //domain URL (the page's own). */
  protocol?: string;
}

/** A refusal of the flow: the server's message or 'Unknown error' (spec 000 §9). */
export class LoginAsError extends Error {
  constructor(message: string | null | undefined) {
    super(message || 'Unknown error');
    this.name = 'LoginAsError';
  }
}

export type LoginAsOutcome =
  { kind: 'same-host'; path: string } | { kind: 'other-host'; url: string };

/**
 * An admin acts as another user. Same reseller (same host): the session becomes the user's, marked as
 * impersonated by the original admin, and the app goes to /super-admin (platform admins) or /dashboard.
 * Another reseller: this host's session is forgotten and the browser goes to that reseller's /loginas with
 * the one-time token. Throws
 * LoginAsError when the server refuses; request failures (HTTP errors) are thrown as they are.
 */
export async function loginAs(userId: number, deps: LoginAsDeps): Promise<LoginAsOutcome> {
  const reply = await deps.request(userId);
  if (reply.success === false || !reply.token) throw new LoginAsError(reply.message);
  if (reply.is_same_reseller) {
    const session = useSession.getState();
    const originalAdmin = session.impersonation.is_impersonating
      ? session.impersonation.original_admin_id
      : (session.user?.id ?? null);
    session.setSession(reply.token, reply.user);
    session.setImpersonation({ is_impersonating: true, original_admin_id: originalAdmin });
    const path = pathAfterSwitchUser(reply.user.role);
    deps.navigate(path);
    deps
      .refreshStatus?.()
      .then((status) => useSession.getState().setImpersonation(status))
      .catch(() => undefined);
    return { kind: 'same-host', path };
  }
  const domain = reply.target_reseller?.domain;
  if (!domain) throw new LoginAsError(reply.message);
  const url = loginAsUrl(domain, reply.token, deps.protocol ?? '');
  // The session this host held is forgotten: a return to the admin must come back through the revert's
  // one-time token (/loginas is guest-only), never by an old session still stored here.
  useSession.getState().clear();
  deps.assign(url);
  return { kind: 'other-host', url };
}

export interface RevertDeps {
  /** POST /api/revert-login-as (revertLoginAs of @voice/api-client). */
  request: () => Promise<RevertLoginAsResponse>;
  navigate: (path: string) => void;
  assign: (url: string) => void;
}

/**
 * Back to the admin. On the admin's own host the reply is the admin's new session (then /admin). On a
 * reseller's host it is a redirect to the main host's /loginas with a one-time token: the impersonated
 * session (revoked by the server) is forgotten here first, so nothing on this host outlives it.
 */
export async function revertImpersonation(deps: RevertDeps): Promise<void> {
  const reply = await deps.request();
  if (reply.redirect_url) {
    useSession.getState().clear();
    deps.assign(reply.redirect_url);
    return;
  }
  if (reply.token && reply.user) {
    const session = useSession.getState();
    session.setSession(reply.token, reply.user);
    session.setImpersonation({ is_impersonating: false, original_admin_id: null });
    deps.navigate(ADMIN_PATH);
    return;
  }
  throw new LoginAsError(reply.message);
}
