import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlatformAdmin } from '@voice/contracts';
import { unauthenticated } from '../lib/http-error';
import { bearerToken, hashToken } from '../lib/tokens';
import type { AccountRow } from '../lib/account';
import { tenantResellerId, type Tenant } from './tenant';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (set by the access check of a route that is not 'public'). */
    user: AccountRow | null;
    /** The id of the access token used by this request. */
    accessTokenId: number | null;
    /** The platform admin acting as request.user (login-as / impersonation), or null. */
    impersonatorId: number | null;
    /** While impersonating: the admin's own session this one was made from (it lives only while that one does). */
    parentTokenId: number | null;
  }
}

/** last_used_at is written at most once a minute per token. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * A user belongs to the tenant of the host they use: a reseller's users on that reseller's subdomain,
 * platform users on the main host. Platform admins (admin, super_admin) may use any host.
 */
export function userMatchesTenant(
  user: { role: string; reseller_id: number | null },
  tenant: Tenant,
): boolean {
  if (isPlatformAdmin(user.role)) return tenant.kind !== 'unknown';
  if (tenant.kind === 'unknown') return false;
  return user.reseller_id === tenantResellerId(tenant);
}

export function authPlugin(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.decorateRequest('impersonatorId', null);
  app.decorateRequest('parentTokenId', null);
}

/**
 * Signs the request in from its bearer token: a live token of an active user of this host's tenant, else
 * 401. Sets request.user and request.accessTokenId. Used by the access check (plugins/access.ts). The session (the
 * token joined to its account, one query) is read on every request: a revoked token or a suspended user is refused
 * on the next request.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AccountRow> {
  if (request.user) return request.user;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  const session = await app.sessions.find(app.db, hashToken(token));
  if (!session) throw unauthenticated();
  const user = session.account;
  if (user.status !== 'active' || !userMatchesTenant(user, request.tenant)) {
    throw unauthenticated();
  }
  const lastUsed = session.lastUsedAt ? Date.parse(session.lastUsedAt) : 0;
  if (Date.now() - lastUsed > TOUCH_INTERVAL_MS) {
    await app.sessions.touch(app.db, session.tokenId);
  }
  request.user = user;
  request.accessTokenId = session.tokenId;
  request.impersonatorId = session.impersonatorId;
  request.parentTokenId = session.parentTokenId;
  return user;
}

/** The signed-in user of a route whose access rule is 'authenticated' or a permission. */
export function currentUser(request: FastifyRequest): AccountRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}
