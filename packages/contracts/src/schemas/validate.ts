import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/** Field errors in the server's 422 shape: {field: [messages]}. Nested paths keep their dots. */
export type FieldErrors = Record<string, string[]>;

export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path ?? '_';
    (errors[key] ??= []).push(...item.errors);
  }
  return errors;
}

/**
 * Validate a payload against a schema, collecting every error.
 * Returns the cast value or the field errors; used by the server and by tests.
 */
export async function validatePayload<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors }> {
  try {
    const value = (await schema.validate(payload, {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<S>;
    return { ok: true, value };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, errors: toFieldErrors(err) };
    throw err;
  }
}
