import type { Db } from '../../../db/schema';
import { settleAttempt } from './dialler-repository';
import { attemptOutcomeOf, settlementOf } from './outcomes';

const retryOnOf = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as string[];

/**
 * Settles the campaign contacts whose attempt's call just ended, in the transaction that recorded the ends
 * (calls/ingestion's applyCallEvents): the contact whose current attempt placed the call (provider_call_id), still
 * 'calling' with that attempt (call_ref), takes the outcome once. A replayed or late report finds the call already
 * ended (not in `endedCallIds`) or the contact past that attempt: nothing changes. Answers the contacts settled.
 */
export async function settleEndedCampaignCalls(
  db: Db,
  endedCallIds: readonly string[],
): Promise<number> {
  if (endedCallIds.length === 0) return 0;
  const rows = await db
    .selectFrom('campaign_contacts as cc')
    .innerJoin('campaigns as c', 'c.id', 'cc.campaign_id')
    .innerJoin('call_logs as l', 'l.call_id', 'cc.provider_call_id')
    .select([
      'cc.id',
      'cc.call_ref',
      'cc.attempts',
      'c.retry_count',
      'c.retry_spacing_minutes',
      'c.retry_on',
      'l.id as call_log_id',
      'l.status as call_status',
      'l.ended_reason',
      'l.end_time',
    ])
    .where('cc.provider_call_id', 'in', [...endedCallIds])
    .where('cc.status', '=', 'calling')
    .execute();
  let settled = 0;
  for (const row of rows) {
    if (row.call_ref === null) continue;
    const endedAt = row.end_time ? new Date(row.end_time as string | Date).getTime() : Date.now();
    const settlement = settlementOf(
      attemptOutcomeOf(row.ended_reason, row.call_status),
      Number(row.attempts),
      {
        retry_count: Number(row.retry_count),
        retry_spacing_minutes: Number(row.retry_spacing_minutes),
        retry_on: retryOnOf(row.retry_on),
      },
      Number.isNaN(endedAt) ? Date.now() : endedAt,
    );
    const changed = await settleAttempt(db, row.id, row.call_ref, {
      ...settlement,
      lastCallId: row.call_log_id,
      uncount: false,
    });
    if (changed) settled += 1;
  }
  return settled;
}

/** A campaign's retry rules and assistant (a recovery settling an attempt from what the platform says). */
export async function campaignRetryRules(db: Db, campaignId: number) {
  const row = await db
    .selectFrom('campaigns')
    .select(['assistant_id', 'retry_count', 'retry_spacing_minutes', 'retry_on'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return {
    assistant_id: row?.assistant_id ?? null,
    retry_count: Number(row?.retry_count ?? 0),
    retry_spacing_minutes: Number(row?.retry_spacing_minutes ?? 60),
    retry_on: row ? retryOnOf(row.retry_on) : [],
  };
}
