import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, isPlatformAdmin } from '@voice/contracts';
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
    /** The API key that signed this request in (a `vpk_` bearer token), else null. */
    apiKeyId: number | null;
    /** That key's name, for the audit log (null for a session). */
    apiKeyName: string | null;
    /** That key's scopes (null for a session). */
    apiKeyScopes: readonly string[] | null;
  }
  interface FastifyInstance {
    /** Where API keys are looked up (the integrations domain's, given by app.ts): see ApiKeyStore. */
    apiKeys: ApiKeyStore;
  }
}

/** A live API key: its owner (who the request acts as) and what it may do. */
export interface ApiKeySession {
  account: AccountRow;
  keyId: number;
  keyName: string;
  scopes: readonly string[];
}

/**
 * Looks up a presented `vpk_` key (hashed; a cache of at most a second, so that a revoke stops the key on every
 * instance within a second) and records its use (time and address, at most once a minute). Undefined for an
 * unknown, revoked or expired key.
 */
export interface ApiKeyStore {
  find(key: string, ip: string): Promise<ApiKeySession | undefined>;
  /** Drops this instance's cached lookups: after a revoke here, the key stops at once on this instance. */
  forget(): void;
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
  app.decorateRequest('apiKeyId', null);
  app.decorateRequest('apiKeyName', null);
  app.decorateRequest('apiKeyScopes', null);
}

/** The API keys' lookup, decorated as app.apiKeys (a plugin imports no domain: app.ts passes the store). */
export function apiKeysPlugin(app: FastifyInstance, store: ApiKeyStore): void {
  app.decorate('apiKeys', store);
}

/** A request made with an API key: its owner signs it in as a session's user would (active, this host's tenant). */
async function authenticateApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<AccountRow> {
  const found = await app.apiKeys.find(key, request.ip);
  if (!found) throw unauthenticated();
  const user = found.account;
  if (user.status !== 'active' || !userMatchesTenant(user, request.tenant)) {
    throw unauthenticated();
  }
  // The cached lookup is shared by the key's requests within its second: each gets its own copy of the account.
  request.user = { ...user };
  request.apiKeyId = found.keyId;
  request.apiKeyName = found.keyName;
  request.apiKeyScopes = found.scopes;
  return request.user;
}

/**
 * Signs the request in from its bearer token: a live token of an active user of this host's tenant, else
 * 401. Sets request.user and request.accessTokenId. A `vpk_` token is an API key (its owner, request.apiKeyId). Used by the access check (plugins/access.ts). The session (the
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
  if (token.startsWith(API_KEY_PREFIX)) return authenticateApiKey(app, request, token);
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
