import type { Kysely } from 'kysely';
import type { CampaignStatus, DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { campaignPlanLimits, campaignsRefusal, planLimitError } from '../../billing';
import { campaignFigures, moveCampaign } from './lifecycle-repository';
import { countContacts, type CampaignRecord } from './repository';

/**
 * Start, pause, resume, cancel. The dialling engine (dialler.ts) works on running campaigns only, so each action
 * is one conditional status change: a campaign in a state that does not allow it is a 409 with a sentence saying
 * why. scheduled = started with starts_at still ahead (the engine runs it when it comes); a cancelled campaign's
 * calls in progress still end and are recorded, nothing new is dialled.
 */

export const CAMPAIGN_ACTION_MESSAGES = {
  started: 'Campaign started.',
  paused: 'Campaign paused.',
  resumed: 'Campaign resumed.',
  cancelled: 'Campaign cancelled.',
  noContacts: 'Add contacts before starting the campaign.',
  notDraft: 'Only a draft campaign can be started; this one has already been started.',
  ended: "The campaign's end date has passed; change it before starting the campaign.",
  notRunning: 'Only a running or scheduled campaign can be paused.',
  notPaused: 'Only a paused campaign can be resumed.',
  notCancellable:
    'Only a campaign that has been started and has not finished can be cancelled; a draft can be deleted.',
} as const;

const refuse = (status: number, message: string) =>
  new HttpError(status, message, { success: false, message });

const timeOf = (value: unknown) => (value ? new Date(value as string | Date).getTime() : null);

/** running, or scheduled while starts_at is ahead. */
function runningState(campaign: CampaignRecord, now: Date): CampaignStatus {
  const startsAt = timeOf(campaign.starts_at);
  return startsAt !== null && startsAt > now.getTime() ? 'scheduled' : 'running';
}

export async function startCampaign(
  db: Kysely<DB>,
  campaign: CampaignRecord,
  now: Date = new Date(),
): Promise<void> {
  if (campaign.status !== 'draft') throw refuse(409, CAMPAIGN_ACTION_MESSAGES.notDraft);
  if ((await countContacts(db, campaign.id)) === 0)
    throw refuse(422, CAMPAIGN_ACTION_MESSAGES.noContacts);
  const endsAt = timeOf(campaign.ends_at);
  if (endsAt !== null && endsAt <= now.getTime()) throw refuse(409, CAMPAIGN_ACTION_MESSAGES.ended);
  const refusal = campaignsRefusal(await campaignPlanLimits(db, campaign.user_id, now));
  if (refusal) throw planLimitError(refusal);
  const moved = await moveCampaign(db, campaign.id, ['draft'], runningState(campaign, now), {
    now: nowIso(now),
    started: true,
  });
  if (!moved) throw refuse(409, CAMPAIGN_ACTION_MESSAGES.notDraft);
}

export async function pauseCampaign(db: Kysely<DB>, campaign: CampaignRecord): Promise<void> {
  const moved = await moveCampaign(db, campaign.id, ['running', 'scheduled'], 'paused', {
    now: nowIso(),
  });
  if (!moved) throw refuse(409, CAMPAIGN_ACTION_MESSAGES.notRunning);
}

/** Resumes; a plan still without minutes pauses it again at the engine's next round (with the reason). */
export async function resumeCampaign(
  db: Kysely<DB>,
  campaign: CampaignRecord,
  now: Date = new Date(),
): Promise<void> {
  const moved = await moveCampaign(db, campaign.id, ['paused'], runningState(campaign, now), {
    now: nowIso(now),
  });
  if (!moved) throw refuse(409, CAMPAIGN_ACTION_MESSAGES.notPaused);
}

export async function cancelCampaign(db: Kysely<DB>, campaign: CampaignRecord): Promise<void> {
  const moved = await moveCampaign(
    db,
    campaign.id,
    ['running', 'scheduled', 'paused'],
    'cancelled',
    { now: nowIso(), completed: true },
  );
  if (!moved) throw refuse(409, CAMPAIGN_ACTION_MESSAGES.notCancellable);
}

/** Final outcomes the stats always name (0 when none), in this order. */
const OUTCOMES = ['completed', 'no_answer', 'busy', 'voicemail', 'failed', 'do_not_call'] as const;

/**
 * The campaign's figures: attempts placed (calls), contacts answered, the answer rate over contacts with a final
 * outcome, the answered calls' average duration and the final outcomes counted (not_called too once it ended).
 */
export async function campaignStats(db: Kysely<DB>, campaign: CampaignRecord) {
  const figures = await campaignFigures(db, campaign.id);
  const outcomes: Record<string, number> = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
  for (const row of figures.outcomes) outcomes[row.outcome] = (outcomes[row.outcome] ?? 0) + row.n;
  const finished = figures.outcomes.reduce((sum, row) => sum + row.n, 0);
  const answered = outcomes.completed ?? 0;
  return {
    calls: figures.calls,
    answered,
    answer_rate: finished === 0 ? null : answered / finished,
    average_duration_seconds:
      figures.averageDuration === null ? null : Math.round(figures.averageDuration * 10) / 10,
    outcomes,
  };
}
