import type { InferType } from 'yup';
import { assistantFormSchema } from '@voice/contracts/schemas';

/**
 * POST/PUT /api/assistants body: the assistant form (contracts assistantFormSchema, spec 001 §5) with every rule
 * of the payload, checked by the route before the handler; the one check that needs the server's configuration
 * follows in payload-checks.ts.
 */
export const assistantBodySchema = assistantFormSchema;

/** The payload once cast by the schema (trimmed, defaults filled, unknown keys stripped). */
export type AssistantInput = InferType<typeof assistantBodySchema>;
