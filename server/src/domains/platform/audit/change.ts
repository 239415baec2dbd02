import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { changedFields, recordAudit, type AuditInput } from './record';

/**
 * Records an update as the fields that changed between two views of the same thing (masked by recordAudit's
 * rules). With `always`, an update that changed nothing is recorded too (e.g. keys saved again: who touched
 * them matters); otherwise nothing is recorded for it.
 */
export async function recordChange(
  db: Kysely<DB>,
  request: FastifyRequest,
  input: Omit<AuditInput, 'before' | 'after'> & {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    always?: boolean;
  },
): Promise<void> {
  const { before, after, always, ...rest } = input;
  const changes = changedFields(before, after);
  if (!changes && !always) return;
  await recordAudit(db, request, {
    ...rest,
    ...(changes ? { before: changes.before, after: changes.after } : {}),
    ...(changes ? {} : { details: { ...rest.details, unchanged: true } }),
  });
}
