import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { isSchema, type AnyObjectSchema, type InferType } from 'yup';
import { ErrorReply, ValidationErrorReply, type TSchema } from '@voice/contracts/replies';
import { validatePayloadSync } from '@voice/contracts/schemas';
import { ValidationFailed } from './http-error';
import { memoisedByQuery } from './speed-ups/memo-validation';
import { asObject } from './validate';

/**
 * Routes described by schemas. A route's `schema.params` / `querystring` / `body` may be one of the
 * shared yup schemas (the single source of truth, with the spec's messages): it is checked before the
 * handler, answering 422 {message, errors: {field: [..]}} as the handlers did, and the cast values
 * (trimmed, defaults, unknown keys stripped) replace request.params / query / body. Plain JSON schemas keep
 * Fastify's ajv path. Reply schemas are the JSON schemas of @voice/contracts/replies (below). A query schema must depend on
 * the query alone (no clock, no randomness): its results are remembered per query string.
 */

export type JsonSchema = Record<string, unknown>;

/** A JSON schema of an input the handler reads itself (multipart form, raw webhook): documented only. */
export const DOCUMENTED_ONLY = 'x-read-by-handler';

export function documentedOnly(schema: JsonSchema): JsonSchema {
  return { ...schema, [DOCUMENTED_ONLY]: true };
}

export function isYupSchema(value: unknown): value is AnyObjectSchema {
  return isSchema(value);
}

/**
 * The API documents' tags, one per area of the API (each operation names one with `tagged` below): Swagger UI and
 * client generators group operations by them.
 */
export const API_TAGS = [
  { name: 'Health', description: 'Liveness and readiness of an instance.' },
  { name: 'Authentication', description: 'Sign-in, sign-up, two-factor sign-in, password reset.' },
  { name: 'Profile', description: "The signed-in user's own account, password and two-factor." },
  { name: 'Impersonation', description: 'Admins signing in as another user, and back.' },
  { name: 'Users', description: 'User management by admins.' },
  { name: 'Resellers', description: 'Reseller registration and management.' },
  { name: 'Site settings', description: "A site's branding, public content and features." },
  {
    name: 'Assistants',
    description: 'Voice assistants, their phone numbers, tools, knowledge and test calls.',
  },
  { name: 'Bookings', description: 'Appointments made by assistants and their calendars.' },
  { name: 'Calls', description: 'Call logs, statistics and the forwarding of call reports.' },
  {
    name: 'Voice platform',
    description: 'Voices, phone numbers for sale and the voice provider settings.',
  },
  { name: 'Plans', description: 'Plans (packages) on sale and their management.' },
  {
    name: 'Subscriptions',
    description: 'Subscribing, plan changes, usage and custom subscriptions.',
  },
  {
    name: 'Payments',
    description: 'Transactions, payment settings, checkout and provider webhooks.',
  },
  {
    name: 'Reseller billing',
    description: "Resellers' own plans and subscriptions to the platform.",
  },
  { name: 'Reports', description: 'Dashboards, usage reports, revenue and the audit log.' },
  { name: 'Contact', description: 'Contact messages and demo requests.' },
  { name: 'Sandbox', description: 'Test helpers of the sandbox payment and voice providers.' },
  { name: 'API keys', description: 'Keys for the public API, with their scopes.' },
  { name: 'Webhooks', description: 'Event webhook endpoints, their deliveries and REST hooks.' },
  {
    name: 'Releases',
    description: "The remotes' published versions, the live one, canaries and deploy keys.",
  },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/**
 * A domain's route schemas, each tagged with the domain's area of the API (unless it names its own tags): the
 * area of every operation in the documents. A route schema also gives its `summary`, a short sentence in plain
 * English ("List call logs"), which the documents require.
 */
export function tagged<Schemas extends Record<string, object>>(
  tag: ApiTag,
  schemas: Schemas,
): { [Key in keyof Schemas]: Schemas[Key] & { tags: string[] } } {
  return Object.fromEntries(
    Object.entries(schemas).map(([key, schema]) => [key, { tags: [tag], ...schema }]),
  ) as { [Key in keyof Schemas]: Schemas[Key] & { tags: string[] } };
}

// ---- yup -> OpenAPI 3.0 schema objects ---------------------------------------------------------------

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A yup reference in a description (`oneOf([ref('password')])`): a value known only at validation time. */
const isYupReference = (value: unknown): value is { type: 'ref'; key: string } =>
  isNode(value) && value.type === 'ref' && typeof value.key === 'string';

/**
 * The converter writes JSON Schema draft 7; an OpenAPI 3.0 schema object differs where it matters to strict
 * parsers and client generators:
 * - exclusiveMinimum / exclusiveMaximum are booleans qualifying minimum / maximum (yup's `positive()` and
 *   `moreThan(n)` come out as `exclusiveMinimum: n`);
 * - an enum lists values of the schema's type: a reference to another field (a confirmation's
 *   `oneOf([ref('password')])`) is no value, so it becomes a description instead;
 * - a `mixed()` of any type (nullable or not) has no type, not an empty list of types or 'null' alone.
 * Nullable types (['string', 'null']) are left to @fastify/swagger, which writes them as `nullable: true`.
 */
function toOpenApi30(node: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  // yup keeps one lower and one upper bound per number (min and moreThan replace each other): no inclusive
  // bound stands beside an exclusive one.
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const limit = out[exclusive];
    if (typeof limit === 'number') {
      out[bound] = limit;
      out[exclusive] = true;
    }
  }
  if (Array.isArray(out.enum)) {
    const references = out.enum.filter(isYupReference);
    const values = out.enum.filter((value) => !isYupReference(value));
    if (values.length > 0) out.enum = values;
    else delete out.enum;
    if (references.length > 0 && out.description === undefined) {
      out.description = `Must equal ${references.map((ref) => `\`${ref.key}\``).join(' or ')}.`;
    }
  }
  // A `mixed()` of any type comes out as no type ([]) or, nullable, as ['null']: that would be "null only".
  if (Array.isArray(out.type) && out.type.every((type) => type === 'null') && !out.enum) {
    delete out.type;
  }
  if (isNode(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([key, value]) => [
        key,
        isNode(value) ? toOpenApi30(value) : value,
      ]),
    );
  }
  for (const key of ['items', 'additionalProperties', 'not']) {
    if (isNode(out[key])) out[key] = toOpenApi30(out[key]);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const list = out[key];
    if (Array.isArray(list))
      out[key] = list.map((item) => (isNode(item) ? toOpenApi30(item) : item));
  }
  return out;
}

/**
 * The OpenAPI 3.0 schema object of a route's input schema, for the API documents (validation stays with yup or
 * ajv): a yup schema converted, a JSON schema (a documented-only one, a converter's output) brought to 3.0 too.
 */
export function openApiSchema(schema: AnyObjectSchema | JsonSchema): JsonSchema {
  return toOpenApi30(isYupSchema(schema) ? (convertSchema(schema) as SchemaNode) : schema);
}

function isDocumentedOnly(value: unknown): boolean {
  return typeof value === 'object' && value !== null && DOCUMENTED_ONLY in value;
}

/**
 * Validator compiler of the routes whose inputs are yup schemas. Synchronous on purpose: Fastify
 * treats an async validator's result as pass/fail only and would not put the cast values on the request.
 */
export const yupValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (isDocumentedOnly(schema)) return () => true;
  if (!isYupSchema(schema)) {
    throw new Error('A route with yup input schemas must describe all its inputs with yup');
  }
  const validate = (data: Record<string, unknown>) => validatePayloadSync(schema, data);
  // Query schemas are functions of the query alone: their results are remembered (lib/speed-ups/memo-validation.ts).
  const check = httpPart === 'querystring' ? memoisedByQuery(validate) : validate;
  return (data: unknown) => {
    // A plain copy: Fastify's query and params objects have no Object prototype.
    const result = check({ ...asObject(data) });
    return result.ok ? { value: result.value } : { error: new ValidationFailed(result.errors) };
  };
};

const INPUT_PARTS = ['params', 'querystring', 'body'] as const;

/** Does a route schema need the yup compiler (a yup input, or an input read by the handler)? */
export function usesYupInputs(schema: FastifySchema | undefined): boolean {
  if (!schema) return false;
  const parts = schema as Record<string, unknown>;
  return INPUT_PARTS.some((part) => isYupSchema(parts[part]) || isDocumentedOnly(parts[part]));
}

/** Gives the routes with yup inputs the yup validator compiler (call before any route is added). */
export function routeSchemaPlugin(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (usesYupInputs(route.schema)) route.validatorCompiler = yupValidatorCompiler;
  });
}

/**
 * Type provider: `app.withTypeProvider<YupTypeProvider>()` types request.body / query / params as the
 * InferType of the route's yup schemas (unknown for anything else).
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnyObjectSchema ? InferType<this['schema']> : unknown;
  serializer: unknown;
}

// ---- reply schemas -----------------------------------------------------------------------------------

/**
 * A route's reply schemas are the shapes of @voice/contracts/replies, declared there once (TypeBox: the JSON
 * schema and its static type): never written here. Types must match what handlers send: the reply serializer
 * coerces, and drops the properties a closed shape does not name.
 */
export const ERROR_REPLIES = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  422: ValidationErrorReply,
  429: ErrorReply,
} as const;

export type ErrorStatus = keyof typeof ERROR_REPLIES;

/** Reply schemas of a route: its success replies (contracts' shapes) and the error replies it can give. */
export function replies(
  success: Record<number, TSchema>,
  errors: ErrorStatus[] = [],
): Record<number, TSchema> {
  const out: Record<number, TSchema> = { ...success };
  for (const status of errors) out[status] = ERROR_REPLIES[status];
  return out;
}
