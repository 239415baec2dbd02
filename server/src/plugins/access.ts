import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  onRequestAsyncHookHandler,
} from 'fastify';
import { PERMISSION_NAMES, can, type AccessRule, type Permission } from '@voice/contracts';
import { forbidden } from '../lib/http-error';
import { appendRouteHook } from '../lib/route-hooks';
import { authenticate } from './auth';

/** A route's access rule: 'guest' is for screens only, a server route never declares it. */
export type RouteAccess = Exclude<AccessRule, 'guest'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (plugins/access.ts). A route without one is refused for everyone. */
    access?: RouteAccess;
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
): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  if (access === null) {
    return async function refuseUndeclared() {
      throw forbidden();
    };
  }
  if (access === 'authenticated') {
    return async function requireSignedIn(request: FastifyRequest) {
      await authenticate(app, request);
    };
  }
  const permission: Permission = access;
  return async function requirePermission(request: FastifyRequest) {
    const user = await authenticate(app, request);
    if (!can(user.role, permission)) throw forbidden();
  };
}

/**
 * Refused by default: every route declares `config: { access: 'public' | 'authenticated' | <permission> }`
 * (permissions and roles: @voice/contracts, access.ts). An onRoute hook installs the check as the route's
 * last onRequest hook (after the tenant check and the rate limit, before the body is read), so a caller
 * without the right gets 401/403 whatever they send. A route without a rule answers 403 to everyone and
 * is logged as an error when it is added. Register before any route.
 */
export function accessPlugin(app: FastifyInstance): void {
  const entries: RouteAccessEntry[] = [];
  app.decorate('routeAccess', entries);

  app.addHook('onRoute', (route) => {
    const access = accessRuleOf(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) entries.push({ method, url: route.url, access });
    if (access === null) {
      app.log.error({ method: route.method, url: route.url }, MISSING_ACCESS_MESSAGE);
    }
    const guard = guardFor(app, access);
    if (!guard) return;
    appendRouteHook(route, 'onRequest', guard);
  });
}
