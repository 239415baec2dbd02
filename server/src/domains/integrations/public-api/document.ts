import { API_KEY_PREFIX, API_KEY_RANDOM_LENGTH } from '@voice/contracts';
import { PublicApiErrorReply } from '@voice/contracts/replies';
import { TAGS } from './schemas';

/**
 * The public API's OpenAPI document: the /api/v1 operations of the whole document (plugins/openapi.ts, made from
 * the route schemas, never written by hand), with the API-key security scheme, the error shape as a component
 * and the site of the tenant asking as its server.
 */

export const V1_PREFIX = '/api/v1';

type Json = Record<string, unknown>;

interface OpenApiDocument {
  paths?: Record<string, Record<string, Json>>;
  [key: string]: unknown;
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  [TAGS.assistants]:
    'Voice assistants: create, read, update and delete (the same saves as the app).',
  [TAGS.phoneNumbers]: 'The phone numbers your assistants hold.',
  [TAGS.calls]: 'Call logs and the detail of a call.',
  [TAGS.usage]: "The current billing period's minutes and assistants against the plan's limits.",
  [TAGS.bookings]: 'Appointments booked by your assistants during calls.',
  [TAGS.hooks]:
    'REST hooks: subscribe a URL to an event (automation tools), and sample deliveries.',
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request could not be read (invalid_request).',
  '401': 'No API key, or an unknown, revoked or expired one (authentication_error).',
  '403':
    'The key lacks the scope this operation needs, or the plan does not allow it (permission_denied).',
  '404': 'No such resource among those the key may see (not_found).',
  '409':
    'Conflicts with the current state, or the same Idempotency-Key is still running (conflict).',
  '422':
    'Invalid parameters or body: `fields` names each field with its messages (invalid_request).',
  '429': 'Too many requests: retry after the RateLimit-Reset / Retry-After seconds (rate_limited).',
  '502': 'The voice platform or the telephony provider failed: retry later (api_error).',
};

const DESCRIPTION = [
  'The public API of the platform: your assistants, phone numbers, calls, usage and bookings.',
  '',
  `**Authentication**: \`Authorization: Bearer ${API_KEY_PREFIX}...\` with an API key made on the Developers page; ` +
    'each operation names the scope its key needs.',
  '',
  '**Pagination**: lists take `limit` (1-100, default 20) and `cursor`, and answer `{data, next_cursor}`; pass ' +
    '`next_cursor` as `cursor` for the next page (null on the last).',
  '',
  '**Errors**: every error is `{"error": {"type", "message", "fields"?}}`, see the Error schema.',
  '',
  '**Idempotency**: a creating request with an `Idempotency-Key` header may be retried for 24 hours: the same ' +
    'key and body get the first reply again (with `Idempotent-Replayed: true`).',
].join('\n');

const isErrorReply = (schema: unknown): boolean => {
  const error = (schema as { properties?: { error?: { properties?: Json } } } | undefined)
    ?.properties?.error?.properties;
  return Boolean(error && 'type' in error && 'message' in error);
};

/** A success reply's description: Fastify's placeholder ('Default Response') said as what it is. */
const successDescription = (status: string, description: unknown) =>
  typeof description === 'string' && description !== 'Default Response'
    ? description
    : status === '201'
      ? 'Created.'
      : 'Success.';

/** "v1ListAssistants" (unique in the whole document) -> "listAssistants" in this one. */
const ownOperationId = (id: unknown) =>
  typeof id === 'string' && id.startsWith('v1') && id.length > 2
    ? id.charAt(2).toLowerCase() + id.slice(3)
    : id;

/** The scope each route's key needs, by "METHOD /url" (the routes' apiKeyScope, app.routeAccess). */
export type ScopeOf = (method: string, url: string) => string | null;

/** /api/v1/x/{id} -> /api/v1/x/:id (the route's own url). */
const routeUrlOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function v1Operation(operation: Json, scope: string | null): Json {
  const out: Json = { ...operation, security: [{ apiKey: [] }] };
  if (scope) {
    const described = typeof operation.description === 'string' ? `${operation.description} ` : '';
    out.description = `${described}API key scope: \`${scope}\`.`;
  }
  out.operationId = ownOperationId(operation.operationId);
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(
    (operation.responses ?? {}) as Record<string, Json>,
  )) {
    const content = response.content as Record<string, { schema?: unknown }> | undefined;
    responses[status] = isErrorReply(content?.['application/json']?.schema)
      ? {
          description: ERROR_DESCRIPTIONS[status] ?? 'An error.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        }
      : { ...response, description: successDescription(status, response.description) };
  }
  out.responses = responses;
  return out;
}

/** The v1 document out of the whole one (`whole`: app.swagger()), for a site (its URL and its name). */
export function publicApiDocument(
  whole: OpenApiDocument,
  site: string,
  scopeOf: ScopeOf,
  siteName: string,
): Json {
  const copy = JSON.parse(JSON.stringify(whole)) as OpenApiDocument;
  const paths: Record<string, Record<string, Json>> = {};
  const used = new Set<string>();
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    if (!path.startsWith(`${V1_PREFIX}/`)) continue;
    const operations: Record<string, Json> = {};
    for (const [method, operation] of Object.entries(item)) {
      operations[method] = v1Operation(operation, scopeOf(method.toUpperCase(), routeUrlOf(path)));
      for (const tag of (operation.tags as string[] | undefined) ?? []) used.add(tag);
    }
    paths[path] = operations;
  }
  return {
    openapi: '3.0.3',
    // The site's own name: a reseller's customers read its API, not the platform's (white label).
    info: { title: `${siteName} public API`, version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: site, description: 'Your site' }],
    tags: Object.values(TAGS)
      .filter((tag) => used.has(tag))
      .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX} followed by ${API_KEY_RANDOM_LENGTH} letters and digits`,
          description: `An API key (${API_KEY_PREFIX}...) from the Developers page, as a bearer token.`,
        },
      },
      schemas: { Error: JSON.parse(JSON.stringify(PublicApiErrorReply)) as Json },
    },
  };
}

/** The document per site, made once each (the routes do not change while the app runs). */
export function documentCache(
  whole: () => unknown,
  scopeOf: ScopeOf,
): (site: string, siteName: string) => Json {
  const bySite = new Map<string, Json>();
  return (site, siteName) => {
    // A renamed site gets a new document.
    const key = `${site}\n${siteName}`;
    let document = bySite.get(key);
    if (!document) {
      document = publicApiDocument(whole() as OpenApiDocument, site, scopeOf, siteName);
      bySite.set(key, document);
    }
    return document;
  };
}
