import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { isSchema, type AnyObjectSchema, type InferType } from 'yup';
import { validatePayloadSync } from '@voice/contracts/schemas';
import { ValidationFailed } from './http-error';
import { memoisedByQuery } from './memo-validation';
import { asObject } from './validate';

/**
 * Routes described by schemas. A route's `schema.params` / `querystring` / `body` may be one of the
 * shared yup schemas (the single source of truth, with the spec's messages): it is checked before the
 * handler, answering 422 {message, errors: {field: [..]}} as the handlers did, and the cast values
 * (trimmed, defaults, unknown keys stripped) replace request.params / query / body. Plain JSON schemas keep
 * Fastify's ajv path. Reply schemas are JSON schemas (see reply-schemas below). A query schema must depend on
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
  // Query schemas are functions of the query alone: their results are remembered (lib/memo-validation.ts).
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

const nullable = (type: string) => ({ type: [type, 'null'] });

/** JSON schema builders for replies. Types must match what handlers send: the reply serializer coerces. */
export const json = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  /** Any JSON value (serialised as is). */
  any: {},
  nullableString: nullable('string'),
  nullableInteger: nullable('integer'),
  nullableNumber: nullable('number'),
  /** An object with these properties (all present: required) and no others. */
  object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
    return {
      type: 'object',
      properties,
      required: Object.keys(properties).filter((key) => !optional.includes(key)),
      additionalProperties: false,
    };
  },
  /** An object whose other properties are serialised as they are. */
  open(properties: Record<string, JsonSchema> = {}): JsonSchema {
    return { type: 'object', properties, additionalProperties: true };
  },
  array(items: JsonSchema): JsonSchema {
    return { type: 'array', items };
  },
};

/** {success: true, message} */
export const successMessage = json.object({ success: { type: 'boolean' }, message: json.string });

/** {success: true, data, pagination} of the paged lists. */
export function pagedList(item: JsonSchema): JsonSchema {
  return json.object({
    success: json.boolean,
    data: json.array(item),
    pagination: json.open({
      current_page: json.integer,
      per_page: json.integer,
      total: json.integer,
      last_page: json.integer,
    }),
  });
}

/** The project's error replies: {message} and whatever else the error carries (errors, success, ...). */
const errorReply = json.open({ success: json.boolean, message: json.string });

const validationReply = json.open({
  success: json.boolean,
  message: json.string,
  errors: { type: 'object', additionalProperties: json.array(json.string) },
});

export const ERROR_REPLIES = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  422: validationReply,
  429: errorReply,
} as const;

export type ErrorStatus = keyof typeof ERROR_REPLIES;

/** Reply schemas of a route: its success replies and the error replies it can give. */
export function replies(
  success: Record<number, JsonSchema>,
  errors: ErrorStatus[] = [],
): Record<number, JsonSchema> {
  const out: Record<number, JsonSchema> = { ...success };
  for (const status of errors) out[status] = ERROR_REPLIES[status];
  return out;
}
