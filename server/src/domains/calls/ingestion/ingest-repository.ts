import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB, NewCallLog } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { settleEndedCampaignCalls } from '../../voice';
import { emitCallEvents } from './call-events-repository';
import { CALL_FACT_COLUMNS, callFactsOf, type CallFacts } from './call-stats';
import { applyCallStatDeltas, readCallFacts } from './call-stats-repository';
import { callStatusOf } from './call-status';
import type { CallEvent, CallTransfer } from './vapi-event';

/**
 * call_logs writes of the voice webhooks, a batch of events at a time (webhook-routes.ts gathers concurrent
 * deliveries). Every write is an upsert on the unique call_id, so concurrent deliveries of one call make one
 * row on both databases, and its WHERE makes events idempotent and safe out of order:
 * - an end-of-call report applies once (ended_at_event 0 → 1); a replay changes nothing;
 * - a status-update applies only to a call not ended by a report and only when it is newer than the last
 *   event applied (last_event_at, the platform's message time; the receive time when the message has none).
 */

export interface EventAssistant {
  id: number;
  user_id: number;
  reseller_id: number | null;
  phone_number: string | null;
  /** The tenant's sealed webhook secret; null when none was made yet. */
  secret_encrypted: string | null;
}

/**
 * The assistants these platform ids name, with their tenant's sealed webhook secret (the tenant key is
 * voice/webhook-credential.ts's voiceTenantKey: 'platform' or 'reseller:<id>'), in one query.
 */
export async function findEventAssistants(
  db: Kysely<DB>,
  vapiAssistantIds: string[],
): Promise<Map<string, EventAssistant>> {
  const ids = [...new Set(vapiAssistantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('assistants as a')
    .leftJoin('voice_webhook_credentials as c', (join) =>
      join.on(
        sql<boolean>`c.tenant_key = case when a.reseller_id is null then 'platform' else 'reseller:' || cast(a.reseller_id as varchar(20)) end`,
      ),
    )
    .select([
      'a.vapi_assistant_id',
      'a.id',
      'a.user_id',
      'a.reseller_id',
      'a.phone_number',
      'c.secret_encrypted',
    ])
    .where('a.vapi_assistant_id', 'in', ids)
    .execute();
  const found = new Map<string, EventAssistant>();
  for (const { vapi_assistant_id: vapiId, ...assistant } of rows) {
    if (vapiId !== null) found.set(vapiId, assistant);
  }
  return found;
}

export interface AssistantEvent {
  assistant: EventAssistant;
  event: CallEvent;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

function ownerColumns(assistant: EventAssistant) {
  return {
    assistant_id: assistant.id,
    user_id: assistant.user_id,
    reseller_id: assistant.reseller_id,
    phone_number: assistant.phone_number,
  };
}

function statusUpdateRow({ assistant, event }: AssistantEvent, now: string): NewCallLog {
  const eventAt = event.eventAt ?? now;
  return {
    call_id: event.callId,
    ...ownerColumns(assistant),
    status: callStatusOf(event.providerStatus, event.endedReason),
    provider_status: event.providerStatus,
    ended_reason: event.endedReason,
    start_time: event.startedAt ?? event.createdAt ?? eventAt,
    end_time: event.endedAt,
    customer_number: event.customerNumber,
    direction: event.direction,
    last_event_at: eventAt,
    created_at: now,
    updated_at: now,
  };
}

function reportRow({ assistant, event }: AssistantEvent, now: string): NewCallLog {
  const eventAt = event.eventAt ?? now;
  return {
    call_id: event.callId,
    ...ownerColumns(assistant),
    status: callStatusOf('ended', event.endedReason),
    provider_status: 'ended',
    ended_reason: event.endedReason,
    start_time: event.startedAt ?? event.createdAt ?? event.endedAt ?? eventAt,
    end_time: event.endedAt ?? eventAt,
    duration: event.durationSeconds ?? 0,
    cost: event.cost ?? 0,
    cost_breakdown: json(event.costBreakdown),
    transcript: event.transcript,
    call_messages: json(event.messages),
    recording_url: event.recordingUrl,
    summary: event.summary,
    success_evaluation: event.successEvaluation,
    structured_data: json(event.structuredData),
    customer_number: event.customerNumber,
    direction: event.direction,
    transferred_to: event.transfer?.number ?? null,
    transferred_to_description: event.transfer?.description ?? null,
    last_event_at: eventAt,
    ended_at_event: 1,
    created_at: now,
    updated_at: now,
  };
}

/**
 * One row per call id (a multi-row upsert may not touch a row twice): the first report of a call, the newest
 * status-update. Sorted by call id, so that concurrent batches lock rows in the same order.
 */
function onePerCall(rows: NewCallLog[], keepNewer: boolean): NewCallLog[] {
  const byCall = new Map<string, NewCallLog>();
  for (const row of rows) {
    const kept = byCall.get(row.call_id);
    if (!kept || (keepNewer && String(row.last_event_at) > String(kept.last_event_at))) {
      byCall.set(row.call_id, row);
    }
  }
  return [...byCall.values()].sort((a, b) => (a.call_id < b.call_id ? -1 : 1));
}

/** Upserts; answers the facts of the rows it inserted or changed (RETURNING: not those its WHERE kept). */
async function upsertStatusUpdates(db: Kysely<DB>, rows: NewCallLog[]): Promise<CallFacts[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insertInto('call_logs')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('call_id')
        .doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          provider_status: eb.ref('excluded.provider_status'),
          ended_reason: eb.fn.coalesce('excluded.ended_reason', 'call_logs.ended_reason'),
          end_time: eb.fn.coalesce('excluded.end_time', 'call_logs.end_time'),
          last_event_at: eb.ref('excluded.last_event_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('call_logs.ended_at_event', '=', 0)
        .where((eb) =>
          eb.or([
            eb('call_logs.last_event_at', 'is', null),
            eb('call_logs.last_event_at', '<', eb.ref('excluded.last_event_at')),
          ]),
        ),
    )
    .returning(CALL_FACT_COLUMNS)
    .execute();
  return written.map(callFactsOf);
}

async function upsertReports(db: Kysely<DB>, rows: NewCallLog[]): Promise<CallFacts[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insertInto('call_logs')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('call_id')
        .doUpdateSet((eb) => ({
          assistant_id: eb.ref('excluded.assistant_id'),
          user_id: eb.ref('excluded.user_id'),
          reseller_id: eb.ref('excluded.reseller_id'),
          phone_number: eb.ref('excluded.phone_number'),
          status: eb.ref('excluded.status'),
          provider_status: eb.ref('excluded.provider_status'),
          ended_reason: eb.ref('excluded.ended_reason'),
          start_time: eb.ref('excluded.start_time'),
          end_time: eb.ref('excluded.end_time'),
          duration: eb.ref('excluded.duration'),
          cost: eb.ref('excluded.cost'),
          cost_breakdown: eb.ref('excluded.cost_breakdown'),
          transcript: eb.ref('excluded.transcript'),
          call_messages: eb.ref('excluded.call_messages'),
          recording_url: eb.ref('excluded.recording_url'),
          summary: eb.ref('excluded.summary'),
          success_evaluation: eb.ref('excluded.success_evaluation'),
          structured_data: eb.ref('excluded.structured_data'),
          customer_number: eb.fn.coalesce('excluded.customer_number', 'call_logs.customer_number'),
          direction: eb.fn.coalesce('excluded.direction', 'call_logs.direction'),
          // A transfer-update may have recorded it before the report.
          transferred_to: eb.fn.coalesce('excluded.transferred_to', 'call_logs.transferred_to'),
          transferred_to_description: eb.fn.coalesce(
            'excluded.transferred_to_description',
            'call_logs.transferred_to_description',
          ),
          last_event_at: eb.ref('excluded.last_event_at'),
          ended_at_event: 1,
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('call_logs.ended_at_event', '=', 0),
    )
    .returning(CALL_FACT_COLUMNS)
    .execute();
  return written.map(callFactsOf);
}

/** What a batch's writer may add to the batch's transaction. */
export interface ApplyCallEventsOptions {
  /** The database's dialect (app.dialect): PostgreSQL batches take an advisory lock. */
  dialect: Dialect;
}

/**
 * Applies a batch of events in one transaction: the status-updates first, then the reports (a report always
 * ends the call, whatever the order the platform sent them in; a later status-update is then ignored). The
 * dashboards' totals follow in the same transaction (call-stats.ts). On PostgreSQL the batch first takes a
 * transaction-level advisory lock, so that batches of several processes apply one after another and the
 * before/after facts of the totals are exact.
 */
export async function applyCallEvents(
  db: Kysely<DB>,
  events: AssistantEvent[],
  options: ApplyCallEventsOptions,
): Promise<number> {
  const now = nowIso();
  const updates = events.filter((e) => e.event.type === 'status-update');
  const reports = events.filter((e) => e.event.type === 'end-of-call-report');
  const callIds = [...new Set(events.map((e) => e.event.callId))].sort();
  return db.transaction().execute(async (trx) => {
    if (options.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${CALL_WRITES_LOCK})`.execute(trx);
    }
    const before = await readCallFacts(trx, callIds);
    const updated = await upsertStatusUpdates(
      trx,
      onePerCall(
        updates.map((e) => statusUpdateRow(e, now)),
        true,
      ),
    );
    const reported = await upsertReports(
      trx,
      onePerCall(
        reports.map((e) => reportRow(e, now)),
        false,
      ),
    );
    // The facts after the writes: the rows they wrote (RETURNING), the others as they were.
    const after = new Map(before);
    for (const call of [...updated, ...reported]) after.set(call.call_id, call);
    await applyCallStatDeltas(trx, before, after);
    const ended = [...after.values()].filter(
      (call) => call.ended_at_event === 1 && before.get(call.call_id)?.ended_at_event !== 1,
    );
    await emitCallEvents(trx, before, after);
    // A campaign's attempt takes its call's outcome in the same transaction: once, whatever the webhooks' order.
    await settleEndedCampaignCalls(
      trx,
      ended.map((call) => call.call_id),
    );
    return ended.length;
  });
}

/** The advisory lock key of call_logs batch writes on PostgreSQL (any constant shared by every process). */
const CALL_WRITES_LOCK = 90_210_009;

/**
 * A transfer-update (Vapi sends it when a transfer starts, if the assistant's serverMessages ask for it): records
 * where the call of this assistant went, unless already known. Answers whether a call row took it (none: the call
 * is not known yet, and its end-of-call report will bring the destination).
 */
export async function recordCallTransfer(
  db: Kysely<DB>,
  assistantId: number,
  callId: string,
  transfer: CallTransfer,
): Promise<boolean> {
  const result = await db
    .updateTable('call_logs')
    .set({
      transferred_to: transfer.number,
      transferred_to_description: transfer.description,
      updated_at: nowIso(),
    })
    .where('call_id', '=', callId)
    .where('assistant_id', '=', assistantId)
    .where('transferred_to', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
