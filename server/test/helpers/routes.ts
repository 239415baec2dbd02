import type { FastifyInstance } from 'fastify';

export interface RouteKey {
  method: string;
  url: string;
}

/**
 * Every route of the app (method, url), read from Fastify's own router (printRoutes), independently of
 * the onRoute hooks: a route that escaped them still shows up here.
 */
export function listRoutes(app: FastifyInstance): RouteKey[] {
  const routes: RouteKey[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',')) {
      if (method.trim()) routes.push({ method: method.trim(), url });
    }
  }
  return routes;
}

export const routeName = (route: RouteKey) => `${route.method} ${route.url}`;
