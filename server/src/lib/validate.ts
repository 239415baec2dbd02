import type { AnyObjectSchema, InferType } from 'yup';
import { validatePayload } from '@voice/contracts/schemas';
import { ValidationFailed } from './http-error';

/** A request body or query as a plain object ({} for anything else). */
export function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Validates with a yup schema; throws ValidationFailed (HTTP 422) with every field error. */
export async function validateOrThrow<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
): Promise<InferType<S>> {
  const result = await validatePayload(schema, asObject(payload));
  if (!result.ok) throw new ValidationFailed(result.errors);
  return result.value;
}
