import type { Kysely } from 'kysely';
import type { Usage } from '@voice/contracts';
import type { DB, PackageRow, SubscriptionRow } from '../../../db/schema';
import { findPackageById } from '../packages/repository';
import { calendarMonth, daysRemaining } from './period';
import { expireLapsedGrace } from './renewal-repository';
import {
  countAssistants,
  expireEndedSubscriptions,
  findLiveSubscription,
  minutesUsed,
} from './repository';

/** used / limit / remaining of a limit where -1 means unlimited (remaining is then -1 too). */
export function allowance(used: number, limit: number) {
  return { used, limit, remaining: limit === -1 ? -1 : Math.max(0, limit - used) };
}

/** Money rounded to cents. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Minutes a user used in [start, end) against a plan's limit: the overage (minutes over the limit, none when
 * unlimited) and its cost (overage × extra_per_minute_charge, in cents precision). Usage and renewals
 * (the overage line of a renewal) both count this way.
 */
export async function periodOverage(
  db: Kysely<DB>,
  userId: number,
  pkg: Pick<PackageRow, 'monthly_minutes_limit' | 'extra_per_minute_charge'>,
  start: string,
  end: string,
) {
  const used = await minutesUsed(db, userId, start, end);
  const limit = Number(pkg.monthly_minutes_limit);
  const unlimited = limit === -1;
  const overage = unlimited ? 0 : Math.max(0, used - limit);
  return {
    used,
    limit,
    unlimited,
    overage,
    cost: cents(overage * Number(pkg.extra_per_minute_charge)),
  };
}

export interface UsageReport {
  subscription: SubscriptionRow;
  pkg: PackageRow;
  usage: Usage;
}

/**
 * A user's usage of its live subscription (spec 001 §3 Usage), or null without one. Ended subscriptions are
 * expired first, so a plan cancelled at period end stops counting at that end.
 *
 * Minutes: the user's calls started in the current billing period [current_period_start, current_period_end),
 * each rounded up to whole minutes; without a period (a pending plan), the UTC calendar month holding `now`
 * with is_calendar_month_fallback true. Overage: the minutes over the limit (none when unlimited, -1) times
 * the plan's extra_per_minute_charge.
 */
export async function usageReport(
  db: Kysely<DB>,
  userId: number,
  now: Date = new Date(),
): Promise<UsageReport | null> {
  await expireEndedSubscriptions(db, now, userId);
  await expireLapsedGrace(db, now, userId);
  const subscription = await findLiveSubscription(db, userId);
  if (!subscription) return null;
  const pkg = await findPackageById(db, subscription.package_id);
  if (!pkg) return null;

  const hasPeriod = !!subscription.current_period_start && !!subscription.current_period_end;
  const month = calendarMonth(now);
  const start = hasPeriod
    ? (subscription.current_period_start as string)
    : month.start.toISOString();
  const end = hasPeriod ? (subscription.current_period_end as string) : month.end.toISOString();

  const { used, limit, unlimited, overage, cost } = await periodOverage(
    db,
    userId,
    pkg,
    start,
    end,
  );
  const assistants = await countAssistants(db, userId);

  return {
    subscription,
    pkg,
    usage: {
      assistants: allowance(assistants, Number(pkg.voice_agents_limit)),
      minutes: {
        used,
        limit,
        is_unlimited: unlimited,
        overage_minutes: overage,
        overage_cost: cost,
        billing_period_start: start,
        billing_period_end: end,
        is_calendar_month_fallback: !hasPeriod,
      },
      subscription: {
        status: subscription.status,
        days_remaining: daysRemaining(subscription.current_period_end, now),
      },
      package: { name: pkg.name },
    },
  };
}
