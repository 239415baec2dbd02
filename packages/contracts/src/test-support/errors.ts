import type { AnyObjectSchema } from 'yup';
import { validatePayload, type FieldErrors } from '../schemas/validate';

/** The field errors a payload produces ({} when it is valid). */
export async function errorsOf(
  schema: AnyObjectSchema,
  payload: unknown,
  context?: Record<string, unknown>,
): Promise<FieldErrors> {
  const result = await validatePayload(schema, payload, { context });
  return result.ok ? {} : result.errors;
}
