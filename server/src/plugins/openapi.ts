import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { API_TAGS, openApiSchema, routeSchemaPlugin, type JsonSchema } from '../lib/route-schema';

export const DOCS_PREFIX = '/api/docs';

/** Routes outside the API: static files, the SPA, the sandbox's HTML checkout, uploads, the docs. */
export const UNDOCUMENTED_ROUTES = [
  /^\/build\//,
  /^\/robots\.txt$/,
  /^\/remotes\.json$/,
  /^\/uploads\//,
  /^\/releases\//,
  /^\/sandbox\//,
  /^\/pay\//,
  /^\/api\/docs(\/|$)/,
  /^\/api\/v1\/(openapi\.json|docs)$/,
];

export function isDocumented(url: string): boolean {
  return !UNDOCUMENTED_ROUTES.some((pattern) => pattern.test(url));
}

export interface RouteRecord {
  method: string;
  url: string;
  hasResponseSchema: boolean;
  /** The route's reply schemas by status, as given (server/test/reply-schemas.test.ts checks where they come from). */
  responses: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route added to the app (method, url): the OpenAPI test checks each is documented. */
    routeList: RouteRecord[];
  }
}

/** The schemas of params / querystring / body (yup or JSON) -> OpenAPI 3.0 schema objects, for the document only. */
function toJsonSchemas(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['params', 'querystring', 'body']) {
    const value = out[part];
    if (typeof value === 'object' && value !== null) out[part] = openApiSchema(value as JsonSchema);
  }
  return out;
}

/** "List call logs" -> "listCallLogs": an operation's id, for generated clients, from its summary. */
function operationIdOf(summary: string): string {
  const words = summary.match(/[A-Za-z0-9]+/g) ?? [];
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** Routes that need a bearer token: any access rule but public (before rules: a preHandler guard). */
function needsToken(route: RouteOptions): boolean {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (access !== undefined) return access !== 'public' && access !== 'guest';
  return route.preHandler !== undefined;
}

/**
 * Inputs checked with the shared yup schemas before the handler (lib/route-schema.ts), and the OpenAPI 3
 * document of the API generated from the same route schemas: /api/docs/json, browsable at /api/docs.
 * Register before the routes.
 */
export async function openapiPlugin(app: FastifyInstance): Promise<void> {
  routeSchemaPlugin(app);

  const routeList: RouteRecord[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeList.push({
        method,
        url: route.url,
        hasResponseSchema: route.schema?.response !== undefined,
        responses: { ...(route.schema?.response as Record<string, unknown> | undefined) },
      });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        // Replaced per site when served (below): each site's docs carry its own name.
        title: 'API',
        description:
          'Errors: {message} (401, 403, 404, 429), {message, errors: {field: [messages]}} (422).',
        version: '1.0.0',
      },
      // The host that serves the document: every reseller's site answers the same API on its own domain.
      servers: [{ url: '/', description: 'The site serving this document' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /api/login' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!isDocumented(url)) return { schema: { ...schema, hide: true }, url };
      const converted = toJsonSchemas((schema ?? {}) as Record<string, unknown>);
      // An empty list says the operation needs no credentials (rather than leaving it unsaid).
      converted.security = needsToken(route) ? [{ bearerAuth: [] }] : [];
      if (typeof converted.summary === 'string' && converted.operationId === undefined) {
        converted.operationId = operationIdOf(converted.summary);
      }
      return { schema: converted, url };
    },
  });

  // White label: the docs of a reseller's site say its name, never the platform's nor the docs tool's.
  const siteNames = new WeakMap<object, string>();
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    theme: { title: 'API reference' },
    uiHooks: {
      preHandler: async (request: FastifyRequest) => {
        const { appName } = await app.emailBranding(request.tenant.reseller?.id ?? null);
        siteNames.set(request, appName);
      },
    },
    transformSpecificationClone: false,
    transformSpecification: (spec, request) => ({
      ...spec,
      info: { ...(spec.info as object), title: `${siteNames.get(request) ?? ''} API`.trim() },
    }),
  });
}
