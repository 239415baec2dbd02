import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { CALL_REPORT_COLUMNS } from '../call-logs/repository';

/**
 * The queue of forwarded reports (webhook_deliveries, with one webhook_delivery_attempts row per attempt) and the
 * assistants' signing secrets. enqueue.ts fills the queue, worker.ts claims and sends (why a claim is one
 * statement: worker.ts).
 */

/** The stored calls, with their assistant's webhook, of these ended calls (by call_logs id) that have a URL. */
export async function endedCallsWithWebhook(db: Kysely<DB>, callLogIds: readonly number[]) {
  const rows = [];
  for (let i = 0; i < callLogIds.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('call_logs as c')
        .innerJoin('assistants as a', 'a.id', 'c.assistant_id')
        .select([
          'c.id',
          'c.call_id',
          'c.status',
          'c.ended_reason',
          'c.start_time',
          'c.end_time',
          'c.duration',
          'c.cost',
          'c.cost_breakdown',
          ...CALL_REPORT_COLUMNS,
          'c.customer_number',
          'c.direction',
          'a.id as assistant_ref',
          'a.webhook_url',
          'a.webhook_secret_encrypted',
        ])
        .where('c.id', 'in', callLogIds.slice(i, i + 500))
        .where('a.webhook_url', 'is not', null)
        .where('a.webhook_url', '!=', '')
        .execute()),
    );
  }
  return rows;
}

/** Gives the assistant this sealed signing secret unless it has one already. */
export async function giveWebhookSecretIfNone(
  db: Kysely<DB>,
  assistantId: number,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ webhook_secret_encrypted: sealedSecret })
    .where('id', '=', assistantId)
    .where('webhook_secret_encrypted', 'is', null)
    .execute();
}

/** Replaces the assistant's signing secret (a new one asked for by its owner). */
export async function replaceWebhookSecret(
  db: Kysely<DB>,
  assistantId: number,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ webhook_secret_encrypted: sealedSecret, updated_at: nowIso() })
    .where('id', '=', assistantId)
    .execute();
}

/** Queues deliveries, due now. */
export async function insertDeliveries(
  db: Kysely<DB>,
  deliveries: readonly {
    call_log_id: number;
    assistant_id: number;
    event: string;
    url: string;
    payload: string;
  }[],
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((delivery) => ({
        ...delivery,
        status: 'pending' as const,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

const isDue = (now: string) => (eb: ExpressionBuilder<DB, 'webhook_deliveries'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
  ]);

/**
 * One statement claims up to `limit` deliveries due at `at`, counting the attempt and leasing them until
 * `leaseUntil`: the UPDATE's own WHERE repeats the due condition, so a row another worker claimed meanwhile is
 * not taken (PostgreSQL re-checks it on the locked row; SQLite has one writer).
 */
export async function claimDueDeliveries(
  db: Kysely<DB>,
  claim: { limit: number; at: string; leaseUntil: string },
) {
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: 'sending',
      locked_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: claim.at,
    }))
    .where(
      'id',
      'in',
      db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where(isDue(claim.at))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit),
    )
    .where(isDue(claim.at))
    .returning(['id', 'event', 'url', 'payload', 'attempts', 'assistant_id'])
    .execute();
}

/** The sealed signing secrets of these assistants (by id; a deleted assistant is missing). */
export async function sealedWebhookSecrets(
  db: Kysely<DB>,
  assistantIds: readonly number[],
): Promise<Map<number, string | null>> {
  const secrets = new Map<number, string | null>();
  const found = await db
    .selectFrom('assistants')
    .select(['id', 'webhook_secret_encrypted'])
    .where('id', 'in', assistantIds)
    .execute();
  for (const row of found) secrets.set(row.id, row.webhook_secret_encrypted);
  return secrets;
}

/** How an attempt ended, as saved. */
export interface DeliveryOutcome {
  id: number;
  attempt: number;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  status: 'delivered' | 'failed' | 'pending';
  nextAttemptAt: string;
}

/**
 * Saves the outcomes of attempts (call it in a transaction): their attempt rows in one insert, then each
 * delivery's new state, only while the attempt is still held (same attempt number, still sending).
 */
export async function saveDeliveryOutcomes(
  db: Kysely<DB>,
  outcomes: readonly DeliveryOutcome[],
): Promise<void> {
  await db
    .insertInto('webhook_delivery_attempts')
    .values(
      outcomes.map((o) => ({
        delivery_id: o.id,
        attempt: o.attempt,
        started_at: o.startedAt,
        duration_ms: o.durationMs,
        status_code: o.statusCode,
        error: o.error,
      })),
    )
    .execute();
  for (const o of outcomes) {
    await db
      .updateTable('webhook_deliveries')
      .set({
        status: o.status,
        locked_until: null,
        last_status_code: o.statusCode,
        last_error: o.error,
        delivered_at: o.status === 'delivered' ? o.finishedAt : null,
        ...(o.status === 'pending' ? { next_attempt_at: o.nextAttemptAt } : {}),
        updated_at: o.finishedAt,
      })
      .where('id', '=', o.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', o.attempt)
      .execute();
  }
}
