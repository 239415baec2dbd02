import { sql, type Kysely } from 'kysely';
import type { CampaignStatus, DB } from '../../../db/schema';

/** A campaign's state changes (start, pause, resume, cancel) and its figures (GET /api/campaigns/{id}/stats). */

/**
 * Moves campaign `id` from one of `from` to `to`, in one conditional UPDATE (a concurrent change wins or loses
 * whole); answers whether it moved.
 */
export async function moveCampaign(
  db: Kysely<DB>,
  id: number,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  values: { now: string; started?: boolean; completed?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set((eb) => ({
      status: to,
      paused_reason: null,
      updated_at: values.now,
      ...(values.started ? { started_at: eb.fn.coalesce('started_at', eb.val(values.now)) } : {}),
      ...(values.completed ? { completed_at: values.now } : {}),
    }))
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const FINISHED = ['completed', 'failed', 'no_answer', 'voicemail', 'do_not_call'] as const;

/** Attempts placed, final outcomes counted, and the answered calls' average duration (their last call's). */
export async function campaignFigures(db: Kysely<DB>, campaignId: number) {
  const [placed, outcomes, answered] = await Promise.all([
    db
      .selectFrom('campaign_contacts')
      .select(sql<number | string | null>`sum(attempts)`.as('n'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('campaign_contacts')
      .select(['outcome', sql<number | string>`count(*)`.as('n')])
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', [...FINISHED])
      .groupBy('outcome')
      .execute(),
    db
      .selectFrom('campaign_contacts as cc')
      .innerJoin('call_logs as l', 'l.id', 'cc.last_call_id')
      .select([
        sql<number | string>`count(*)`.as('n'),
        sql<number | string | null>`avg(l.duration)`.as('average'),
      ])
      .where('cc.campaign_id', '=', campaignId)
      .where('cc.outcome', '=', 'completed')
      .where('cc.status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    calls: Number(placed.n ?? 0),
    outcomes: outcomes.map((row) => ({ outcome: row.outcome ?? 'none', n: Number(row.n) })),
    answeredWithCall: Number(answered.n),
    averageDuration: answered.average === null ? null : Number(answered.average),
  };
}
