import type { RouteOptions } from 'fastify';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Is this a method that writes (POST, PUT, PATCH or DELETE)? */
export function isWriteMethod(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

/** Does the route answer a method that writes? (A route of several methods may also answer reads.) */
export function isWriteRoute(route: Pick<RouteOptions, 'method'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some(isWriteMethod);
}

type HookName = 'onRequest' | 'onSend' | 'onResponse';

/**
 * Adds `hook` as the route's last hook of that kind, from an onRoute hook. A concern that only writes have (audit
 * entries, public content changes) is added to the write routes only, so that reads run no hook for it.
 */
export function appendRouteHook<Name extends HookName>(
  route: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]>,
): void {
  const list = (value: unknown): unknown[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  (route as unknown as Record<string, unknown>)[name] = [...list(route[name]), ...list(hook)];
}
