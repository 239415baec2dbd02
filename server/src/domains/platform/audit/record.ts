import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { findAuditActor, insertAuditEntry } from './repository';

/**
 * The audit log's one writer. Every administrative action calls recordAudit with what it did; the
 * actor, the impersonator (a platform admin acting through login-as), IP, user agent and time come from the
 * request. Pass the transaction of the change when there is one, so that the entry and the change commit
 * together. The table is append-only: nothing in the application updates or deletes its rows.
 */
export interface AuditInput {
  action: AuditAction;
  /** The tenant the action belongs to; default: the actor's (null for the platform). */
  resellerId?: number | null;
  target?: { type: string; id?: string | number | null; label?: string | null };
  /** What changed; secrets are masked before they are stored. */
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (reason, route...). */
  details?: Record<string, unknown>;
}

const SECRET_KEY = /(secret|password|token|api[_-]?key|private[_-]?key|credential|card)/i;
export const MASK = '••••';

/** A copy of a value with every secret-looking key's value masked (deep; arrays and objects). */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      SECRET_KEY.test(key) && v !== null && v !== undefined && v !== ''
        ? MASK
        : maskSecrets(v, depth + 1);
  }
  return out;
}

/** Only the keys whose values differ between before and after (both masked), or null when nothing changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
  return {
    before: maskSecrets(pick(before)) as Record<string, unknown>,
    after: maskSecrets(pick(after)) as Record<string, unknown>,
  };
}

const cut = (value: string | null | undefined, max: number) =>
  value === null || value === undefined ? null : value.slice(0, max);

export async function recordAudit(
  db: Kysely<DB>,
  request: FastifyRequest,
  input: AuditInput,
): Promise<void> {
  const actor = request.user;
  const impersonator =
    request.impersonatorId !== null && request.impersonatorId !== undefined
      ? await findAuditActor(db, request.impersonatorId)
      : undefined;
  const changes: Record<string, unknown> = {};
  if (input.before !== undefined) changes.before = maskSecrets(input.before);
  if (input.after !== undefined) changes.after = maskSecrets(input.after);
  if (input.details) Object.assign(changes, maskSecrets(input.details) as object);
  const userAgent = request.headers['user-agent'];
  await insertAuditEntry(db, {
    created_at: nowIso(),
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
    actor_role: actor?.role ?? null,
    impersonator_id: impersonator?.id ?? null,
    impersonator_email: impersonator?.email ?? null,
    reseller_id: input.resellerId !== undefined ? input.resellerId : (actor?.reseller_id ?? null),
    action: input.action,
    target_type: input.target?.type ?? null,
    target_id:
      input.target?.id === null || input.target?.id === undefined ? null : String(input.target.id),
    target_label: cut(input.target?.label, 255),
    changes: Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
    ip: cut(request.ip, 64),
    user_agent: cut(typeof userAgent === 'string' ? userAgent : null, 255),
  });
  request.auditRecorded = true;
}
