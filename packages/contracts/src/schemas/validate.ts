import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';

/**
 * Field errors in the server's 422 shape: {field: [messages]}. Nested paths use dots, array indexes
 * included (`model.messages.0.content`), as the server's field errors name them (spec 001 §5).
 */
export type FieldErrors = Record<string, string[]>;

/** yup's `a[0].b` / `a["b"]` paths -> `a.0.b` / `a.b`. */
export function normalizeFieldPath(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\["([^"]*)"\]/g, '.$1')
    .replace(/^\./, '');
}

/** Failures that make a field's other rules moot (a missing value is not also 'too short'). */
const BAILING_TYPES = new Set(['required', 'optionality', 'nullable', 'typeError']);

/** 'phone_search' -> 'phone search' (the field's name in messages, as the spec's messages write it). */
function labelOf(path: string): string {
  return normalizeFieldPath(path).replace(/_/g, ' ');
}

const ARTICLE: Record<string, string> = { array: 'an array', object: 'an object' };

/** 'The email must be a string.' */
export function mustBeMessage(path: string, type: string): string {
  if (type === 'boolean') return `The ${labelOf(path)} must be true or false.`;
  if (type === 'date') return `The ${labelOf(path)} must be a valid date.`;
  return `The ${labelOf(path)} must be ${ARTICLE[type] ?? `a ${type}`}.`;
}

/** 'The name must not contain NUL characters.' (PostgreSQL cannot store them in text.) */
export function nulCharacterMessage(path: string): string {
  return `The ${labelOf(path || 'data')} must not contain NUL characters.`;
}

/** yup's own type message quotes the submitted value; ours names the field and the type only. */
const YUP_TYPE_MESSAGE = /must be a `\w+` type/;

function typeMessage(item: ValidationError, message: string): string {
  if (item.type !== 'typeError' || !YUP_TYPE_MESSAGE.test(message)) return message;
  const type = typeof item.params?.type === 'string' ? item.params.type : 'valid value';
  return mustBeMessage(item.path ?? 'data', type);
}

/**
 * yup errors -> {field: [messages]}. Every failing rule of a field is listed, except that a missing
 * or mistyped value reports only that (as 'required' does on the server).
 */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const bailed = new Set<string>();
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path ? normalizeFieldPath(item.path) : '_';
    if (bailed.has(key)) continue;
    if (BAILING_TYPES.has(item.type ?? '')) {
      bailed.add(key);
      errors[key] = item.errors.map((message) => typeMessage(item, message));
      continue;
    }
    const list = (errors[key] ??= []);
    for (const message of item.errors) if (!list.includes(message)) list.push(message);
  }
  return errors;
}

// The first message of each field (how forms show server errors): one copy, yup-free, also its own entry.
export { firstFieldErrors } from '../field-errors';

/** Every message of each field joined with a comma (how the assistant form shows them, spec 001 §5). */
export function joinedFieldErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages.length > 0) out[field] = messages.join(', ');
  }
  return out;
}

export interface ValidateOptions {
  /** yup context, e.g. `{ requireAssignee: true }` for the assistant form. */
  context?: Record<string, unknown>;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/** An object of fields (a parsed query string may have no Object prototype). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

interface Walk {
  errors: FieldErrors;
  context: Record<string, unknown> | undefined;
}

/**
 * Values of the wrong shape, found before yup sees them: an array or object where a string, number,
 * boolean or date is expected, a non-object where an object is, a non-list where a list is. yup would
 * crash on some (`trim` of an array) and quote the value in its message for others. Returns the value
 * with each such field removed (so the rest is still validated); the field gets one clear message.
 */
function checkShapes(
  schema: Schema,
  value: unknown,
  path: string,
  parent: unknown,
  walk: Walk,
): unknown {
  if (value === undefined || value === null) return value;
  const resolved = schema.resolve({ value, parent, context: walk.context }) as Schema & {
    fields?: Record<string, Schema>;
    innerType?: Schema;
  };
  const type = resolved.type;
  const wrong = (expected: string) => {
    walk.errors[normalizeFieldPath(path) || '_'] = [mustBeMessage(path || 'data', expected)];
    return undefined;
  };
  if (PRIMITIVE_TYPES.has(type)) {
    const isObject = typeof value === 'object' && !(type === 'date' && value instanceof Date);
    if (isObject) return wrong(type);
    if (typeof value === 'string' && value.includes('\u0000')) {
      walk.errors[normalizeFieldPath(path) || '_'] = [nulCharacterMessage(path)];
      return undefined;
    }
    return value;
  }
  if (type === 'object' && resolved.fields) {
    if (!isRecord(value)) return wrong('object');
    const fields = resolved.fields;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      // yup looks fields up with fields[key]: `toString`, `constructor`, `__proto__`... would find
      // Object.prototype's and crash. Unknown keys are stripped anyway; these go before yup sees them.
      if (key in Object.prototype && !Object.prototype.hasOwnProperty.call(fields, key)) continue;
      Object.defineProperty(out, key, {
        value: value[key],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    for (const [key, field] of Object.entries(fields)) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      out[key] = checkShapes(field, value[key], path ? `${path}.${key}` : key, value, walk);
    }
    return out;
  }
  if (type === 'array') {
    if (!Array.isArray(value)) return wrong('array');
    const inner = resolved.innerType;
    if (!inner) return value;
    return value.map((item, index) => checkShapes(inner, item, `${path}.${index}`, value, walk));
  }
  return value;
}

/** A wrong-shape field's message replaces whatever yup said of the field once it was removed. */
function withShapeErrors<T>(
  result: ValidationResult<T>,
  shapeErrors: FieldErrors,
): ValidationResult<T> {
  if (Object.keys(shapeErrors).length === 0) return result;
  const errors: FieldErrors = {};
  const shapes = Object.keys(shapeErrors);
  for (const [key, messages] of Object.entries(result.ok ? {} : result.errors)) {
    if (!shapes.some((shape) => key.startsWith(`${shape}.`))) errors[key] = messages;
  }
  return { ok: false, errors: { ...errors, ...shapeErrors } };
}

/**
 * Validate a payload against a schema, collecting every error.
 * Returns the cast value (unknown keys stripped) or the field errors; used by the server and by tests.
 */
export async function validatePayload<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
  options: ValidateOptions = {},
): Promise<ValidationResult<InferType<S>>> {
  const walk: Walk = { errors: {}, context: options.context };
  const checked = checkShapes(schema, payload, '', undefined, walk);
  try {
    const value = (await schema.validate(checked, {
      abortEarly: false,
      stripUnknown: true,
      context: options.context,
    })) as InferType<S>;
    return withShapeErrors({ ok: true, value }, walk.errors);
  } catch (err) {
    if (err instanceof ValidationError) {
      return withShapeErrors({ ok: false, errors: toFieldErrors(err) }, walk.errors);
    }
    throw err;
  }
}

/** validatePayload without a promise (none of our schemas has an async test). */
export function validatePayloadSync<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
  options: ValidateOptions = {},
): ValidationResult<InferType<S>> {
  const walk: Walk = { errors: {}, context: options.context };
  const checked = checkShapes(schema, payload, '', undefined, walk);
  try {
    const value = schema.validateSync(checked, {
      abortEarly: false,
      stripUnknown: true,
      context: options.context,
    }) as InferType<S>;
    return withShapeErrors({ ok: true, value }, walk.errors);
  } catch (err) {
    if (err instanceof ValidationError) {
      return withShapeErrors({ ok: false, errors: toFieldErrors(err) }, walk.errors);
    }
    throw err;
  }
}
