import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { emitEvents, type NewEvent } from '../../platform';
import { CALL_REPORT_COLUMNS } from '../call-logs/repository';
import { forwardedReport } from '../webhook-forwarding/report';
import type { CallFacts } from './call-stats';

/**
 * The call events of an ingestion batch, written in its transaction (the event outbox, platform/events):
 * call.started for a call first stored by this batch, call.ended for a call whose end-of-call report this batch
 * applied (a call first known by its report gets both, started first). call.ended's data is the call as its
 * forwarded report carries it (webhook-forwarding/report.ts: the assistant's webhook URL gets this very data); call.started's the call's
 * first facts. Calls without an assistant (deleted since) are nobody's: no event.
 */
export async function emitCallEvents(
  trx: Kysely<DB>,
  before: ReadonlyMap<string, CallFacts>,
  after: ReadonlyMap<string, CallFacts>,
): Promise<void> {
  const started: CallFacts[] = [];
  const ended: CallFacts[] = [];
  for (const call of after.values()) {
    if (call.assistant_id === null) continue;
    const was = before.get(call.call_id);
    if (!was) started.push(call);
    if (call.ended_at_event === 1 && was?.ended_at_event !== 1) ended.push(call);
  }
  if (started.length === 0 && ended.length === 0) return;
  const ids = [...new Set([...started, ...ended].map((call) => call.id))];
  const rows = new Map(
    (
      await trx
        .selectFrom('call_logs as c')
        .select([
          'c.id',
          'c.call_id',
          'c.assistant_id',
          'c.user_id',
          'c.reseller_id',
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
        ])
        .where('c.id', 'in', ids)
        .execute()
    ).map((row) => [row.id, row]),
  );
  const events: NewEvent[] = [];
  const owner = (call: CallFacts) => ({
    resourceType: 'call',
    resourceId: call.call_id,
    userId: call.user_id,
    resellerId: call.reseller_id,
  });
  for (const call of started) {
    const row = rows.get(call.id);
    if (!row) continue;
    events.push({
      type: 'call.started',
      ...owner(call),
      payload: {
        call_id: row.call_id,
        assistant_id: row.assistant_id,
        status: row.status,
        start_time: String(row.start_time),
        customer_number: row.customer_number ?? null,
        direction: row.direction ?? null,
      },
    });
  }
  for (const call of ended) {
    const row = rows.get(call.id);
    if (!row || row.assistant_id === null) continue;
    events.push({
      type: 'call.ended',
      ...owner(call),
      payload: forwardedReport(row.assistant_id, row).call,
    });
  }
  await emitEvents(trx, events);
}
