import type { SubscriptionRow } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { runRenewals, type RenewalDeps } from '../subscriptions/renewal';
import { expireLapsedGrace } from '../subscriptions/renewal-repository';
import {
  expireEndedSubscriptions,
  findPaidScheduledDeals,
  findSubscriptionById,
  updateSubscription,
} from '../subscriptions/repository';
import { expireLinks, listLiveLinks } from '../custom-subscriptions/repository';
import { SUBSCRIPTION_NOT_FOUND } from './schemas';

/** The moment the clock moves to: the end of the grace (past_due) or of the period (active). */
function target(row: SubscriptionRow): string | null {
  if (row.status === 'past_due') return row.grace_until;
  if (row.status === 'active') return row.current_period_end;
  return null;
}

const shifted = (value: string | null, ms: number) =>
  value ? nowIso(new Date(Date.parse(value) - ms)) : null;

function addMonths(date: Date, months: number): Date {
  const out = new Date(date.getTime());
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

/**
 * The last day (ends_at) after the move: as many calendar months after the new period end as it was after the
 * old one (a custom subscription's last period still ends on its last day), else moved by the same time.
 */
function shiftedEndsAt(row: SubscriptionRow, ms: number): string | null {
  if (!row.ends_at || !row.current_period_end) return shifted(row.ends_at, ms);
  const end = new Date(row.current_period_end);
  const last = Date.parse(row.ends_at);
  for (let months = 0; months <= 120; months += 1) {
    const candidate = addMonths(end, months).getTime();
    if (Math.abs(candidate - last) < 1000) {
      return nowIso(addMonths(new Date(end.getTime() - ms), months));
    }
    if (candidate > last) break;
  }
  return shifted(row.ends_at, ms);
}

/** A paid custom deal scheduled after this plan starts at its end: its dates move with it. */
async function shiftScheduledDeals(deps: RenewalDeps, userId: number, ms: number) {
  for (const deal of await findPaidScheduledDeals(deps.db, userId)) {
    await updateSubscription(deps.db, deal.id, {
      current_period_start: shifted(deal.current_period_start, ms),
      current_period_end: shifted(deal.current_period_end, ms),
      ends_at: shiftedEndsAt(deal, ms),
    });
  }
}

/**
 * The sandbox's test clock for one subscription (like a Stripe test clock): its dates (period, grace, last
 * day) move back by the time left until its period end (past_due: its grace end), so that it ends now; then
 * the billing job runs for it. Calls keep their times: the ended period's usage is the calls made in it.
 */
export async function advanceClock(deps: RenewalDeps, id: number, now: Date = new Date()) {
  const row = await findSubscriptionById(deps.db, id);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  if (row.status === 'pending') return expirePendingLinks(deps, row, now);
  const end = target(row);
  const ms = end ? Math.max(0, Date.parse(end) - now.getTime()) : 0;
  if (ms > 0) {
    await updateSubscription(deps.db, row.id, {
      current_period_start: shifted(row.current_period_start, ms),
      current_period_end: shifted(row.current_period_end, ms),
      grace_until: shifted(row.grace_until, ms),
      ends_at: shiftedEndsAt(row, ms),
    });
    await shiftScheduledDeals(deps, row.user_id, ms);
  }
  const cancelled = await expireEndedSubscriptions(deps.db, now, row.user_id);
  const expired = await expireLapsedGrace(deps.db, now, row.user_id);
  const renewals = await runRenewals(deps, now, row.id);
  const after = await findSubscriptionById(deps.db, row.id);
  if (!after) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return {
    row: after,
    movedBySeconds: Math.round(ms / 1000),
    outcome: { ...renewals, cancelled, expired, links_expired: 0 },
  };
}

/**
 * A pending subscription has no period to end: its clock moves past the validity of its live payment links
 * (/pay/{token}, 7 days), which then show the expired page until an admin resends one. The links' created_at
 * stays (their tokens are derived from it).
 */
async function expirePendingLinks(deps: RenewalDeps, row: SubscriptionRow, now: Date) {
  const live = await listLiveLinks(deps.db, row.id, now);
  const ms = Math.max(0, ...live.map((link) => Date.parse(link.expires_at) - now.getTime()));
  if (live.length > 0) {
    await expireLinks(
      deps.db,
      live.map((link) => link.id),
      now,
    );
  }
  return {
    row,
    movedBySeconds: Math.round(ms / 1000),
    outcome: {
      renewed: 0,
      failed: 0,
      ended: 0,
      cancelled: 0,
      expired: 0,
      links_expired: live.length,
    },
  };
}
