import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

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
      errors[key] = [...item.errors];
      continue;
    }
    const list = (errors[key] ??= []);
    for (const message of item.errors) if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** The first message of each field (how the profile form shows server errors, spec 000 §8). */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

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

/**
 * Validate a payload against a schema, collecting every error.
 * Returns the cast value (unknown keys stripped) or the field errors; used by the server and by tests.
 */
export async function validatePayload<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
  options: ValidateOptions = {},
): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = (await schema.validate(payload, {
      abortEarly: false,
      stripUnknown: true,
      context: options.context,
    })) as InferType<S>;
    return { ok: true, value };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, errors: toFieldErrors(err) };
    throw err;
  }
}

/** validatePayload without a promise (none of our schemas has an async test). */
export function validatePayloadSync<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
  options: ValidateOptions = {},
): ValidationResult<InferType<S>> {
  try {
    const value = schema.validateSync(payload, {
      abortEarly: false,
      stripUnknown: true,
      context: options.context,
    }) as InferType<S>;
    return { ok: true, value };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, errors: toFieldErrors(err) };
    throw err;
  }
}
