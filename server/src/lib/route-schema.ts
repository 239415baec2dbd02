import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
} from 'fastify';
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
