import { campaignConcurrencyCapMessage } from '@voice/contracts/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { ownerPlan } from './plan-limits';

/** What a campaign owner's plan allows (packages, migration 0035). */
export interface CampaignPlanLimits {
  /** Has the owner a usable plan (or a quota-exempt role)? */
  active: boolean;
  /** Are campaigns part of the plan? */
  enabled: boolean;
  /** Calls at once per campaign. */
  concurrency: number;
  /** Contacts imported per calendar month (UTC) across the owner's campaigns. */
  contactsPerMonth: number;
}

const NO_PLAN: CampaignPlanLimits = {
  active: false,
  enabled: false,
  concurrency: 0,
  contactsPerMonth: 0,
};

/** Administrators' own campaigns (quota-exempt roles): the most a seeded plan gives. */
const MOST: CampaignPlanLimits = {
  active: true,
  enabled: true,
  concurrency: 50,
  contactsPerMonth: 250_000,
};

/**
 * The campaign limits of `ownerUserId`'s plan (ownerPlan): pass the campaign's (its assistant's) owner, not the
 * signed-in user, as assistantPlanLimits does.
 */
export async function campaignPlanLimits(
  db: Kysely<DB>,
  ownerUserId: number,
  now: Date = new Date(),
): Promise<CampaignPlanLimits> {
  const plan = await ownerPlan(db, ownerUserId, now);
  if (plan === 'exempt') return MOST;
  if (!plan) return NO_PLAN;
  return {
    active: true,
    enabled: Number(plan.campaigns_enabled) === 1,
    concurrency: Number(plan.campaign_concurrency_limit),
    contactsPerMonth: Number(plan.campaign_contacts_monthly_limit),
  };
}

export const CAMPAIGN_LIMIT_MESSAGES = {
  noSubscription: 'You need an active subscription to run campaigns.',
  notIncluded: 'Outbound campaigns are not included in your plan.',
  concurrency: campaignConcurrencyCapMessage,
  /** 'Your plan allows 5,000 campaign contacts a month; 120 are left this month.' */
  contactsPerMonth: (limit: number, left: number) =>
    `Your plan allows ${limit.toLocaleString('en-US')} campaign contacts a month; ${left.toLocaleString('en-US')} ${left === 1 ? 'is' : 'are'} left this month.`,
} as const;

/** The refusal of campaigns as such (no plan, not in the plan), or null when the plan has them. */
export function campaignsRefusal(limits: CampaignPlanLimits): string | null {
  if (!limits.active) return CAMPAIGN_LIMIT_MESSAGES.noSubscription;
  return limits.enabled ? null : CAMPAIGN_LIMIT_MESSAGES.notIncluded;
}
