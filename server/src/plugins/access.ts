import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  onRequestAsyncHookHandler,
} from 'fastify';
import {
  PERMISSION_NAMES,
  apiKeyScopeAllows,
  can,
  isApiKeyScope,
  type AccessRule,
  type ApiKeyScope,
  type Permission,
} from '@voice/contracts';
import { forbidden } from '../lib/http-error';
import { appendRouteHook } from '../lib/route-hooks';
import { limitApiKey } from './api-key-rate-limit';
import { authenticate } from './auth';

/** A route's access rule: 'guest' is for screens only, a server route never declares it. */
export type RouteAccess = Exclude<AccessRule, 'guest'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (plugins/access.ts). A route without one is refused for everyone. */
    access?: RouteAccess;
    /**
     * The scope an API key needs to call this route. A route without one refuses every key (403), whatever its
     * access rule: keys reach only the routes made for them, never impersonation, billing changes or user
     * management.
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyInstance {
    /** Every route with the rule it declared (null: none, refused); filled as routes are added. */
    routeAccess: readonly RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | null;
  /** The scope an API key needs here, or null: keys are refused. */
  apiKeyScope: ApiKeyScope | null;
}

export const API_KEY_ROUTE_REFUSED = 'API keys cannot use this route.';
export const apiKeyScopeMissing = (scope: ApiKeyScope) => `This API key lacks the scope ${scope}.`;

/** A route's apiKeyScope, or null when it declares none (or one that is not a scope: refused as none). */
export function apiKeyScopeOf(route: Pick<RouteOptions, 'config'>): ApiKeyScope | null {
  const declared = (route.config as { apiKeyScope?: unknown } | undefined)?.apiKeyScope;
  return isApiKeyScope(declared) ? declared : null;
}

/** Refuses a request signed in with an API key on a route that takes no key, or whose scope the key lacks. */
function checkApiKey(request: FastifyRequest, scope: ApiKeyScope | null): void {
  if (request.apiKeyId === null) return;
  if (scope === null) throw forbidden(API_KEY_ROUTE_REFUSED);
  if (!apiKeyScopeAllows(request.apiKeyScopes ?? [], scope)) {
    throw forbidden(apiKeyScopeMissing(scope));
  }
}

/**
 * Routes that third-party plugins add and that cannot carry a route config: their rule, by URL prefix
 * (whole path segments: '/build' is /build and /build/..., not /builder). Anything else must declare
 * `config: { access }` itself.
 */
export const PLUGIN_ROUTE_ACCESS: readonly {
  prefix: string;
  access: RouteAccess;
  owner: string;
}[] = [
  { prefix: '/build', access: 'public', owner: '@fastify/static, the apps’ builds (static.ts)' },
  {
    prefix: '/api/docs',
    access: 'public',
    owner: '@fastify/swagger-ui, the API docs (openapi.ts)',
  },
];

export const MISSING_ACCESS_MESSAGE = 'route declares no access rule: refused (403) for everyone';

export function isRouteAccess(value: unknown): value is RouteAccess {
  return (
    value === 'public' ||
    value === 'authenticated' ||
    (PERMISSION_NAMES as readonly unknown[]).includes(value)
  );
}

/** The rule of a route: its own `config.access`, else its plugin's prefix rule, else null. */
export function accessRuleOf(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess | null {
  const declared = (route.config as { access?: unknown } | undefined)?.access;
  if (declared !== undefined) return isRouteAccess(declared) ? declared : null;
  const url = route.url ?? '';
  const owned = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
  return PLUGIN_ROUTE_ACCESS.find((entry) => owned(entry.prefix))?.access ?? null;
}

function guardFor(
  app: FastifyInstance,
  access: RouteAccess | null,
  scope: ApiKeyScope | null,
): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  if (access === null) {
    return async function refuseUndeclared() {
      throw forbidden();
    };
  }
  if (access === 'authenticated') {
    return async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
      await authenticate(app, request);
      checkApiKey(request, scope);
      await limitApiKey(app, request, reply);
    };
  }
  const permission: Permission = access;
  return async function requirePermission(request: FastifyRequest, reply: FastifyReply) {
    const user = await authenticate(app, request);
    checkApiKey(request, scope);
    if (!can(user.role, permission)) throw forbidden();
    await limitApiKey(app, request, reply);
  };
}

/**
 * Refused by default: every route declares `config: { access: 'public' | 'authenticated' | <permission> }`
 * (permissions and roles: @voice/contracts, access.ts). An onRoute hook installs the check as the route's
 * last onRequest hook (after the tenant check and the rate limit, before the body is read), so a caller
 * without the right gets 401/403 whatever they send. A route without a rule answers 403 to everyone and
 * is logged as an error when it is added. A request signed in with an API key also needs the route's
 * `config.apiKeyScope` (403 without one, or when the key lacks it). Register before any route.
 */
export function accessPlugin(app: FastifyInstance): void {
  const entries: RouteAccessEntry[] = [];
  app.decorate('routeAccess', entries);

  app.addHook('onRoute', (route) => {
    const access = accessRuleOf(route);
    const apiKeyScope = apiKeyScopeOf(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) entries.push({ method, url: route.url, access, apiKeyScope });
    if (access === null) {
      app.log.error({ method: route.method, url: route.url }, MISSING_ACCESS_MESSAGE);
    }
    const guard = guardFor(app, access, apiKeyScope);
    if (!guard) return;
    appendRouteHook(route, 'onRequest', guard);
  });
}
