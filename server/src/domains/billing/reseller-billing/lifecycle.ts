import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { RESELLER_BILLING_MESSAGES as M } from './messages';
import {
  cancelResellerSubscription,
  findResellerSubscription,
  findResellerSubscriptionById,
  resumeResellerSubscription,
  toSummary,
  updateResellerPeriod,
  type ResellerSummary,
} from './repository';
import {
  cancelsAtPeriodEnd,
  graceUntil,
  runResellerRenewals,
  type ResellerRenewalDeps,
  type ResellerRenewalOutcome,
} from './renewal';

/** The reseller's subscription with the platform (404 without one). */
async function subscriptionOf(db: Kysely<DB>, resellerId: number) {
  const row = await findResellerSubscription(db, resellerId);
  if (!row) throw notFound(M.noSubscription);
  return row;
}

/**
 * POST /api/reseller-billing/cancel: the package is not renewed; it stays usable until the end of the paid
 * period (stored status 'cancelled' with the period still running), then it is cancelled. Cancelling twice
 * answers the same. Only a running package can be cancelled (a pending one is simply never paid).
 */
export async function cancelResellerPackage(
  db: Kysely<DB>,
  resellerId: number,
  now: Date = new Date(),
): Promise<ResellerSummary> {
  const row = await subscriptionOf(db, resellerId);
  const summary = toSummary(row, now);
  if (summary.cancel_at_period_end) return summary;
  if (summary.status !== 'active' || !row.current_period_end) {
    throw new HttpError(422, M.nothingToCancel);
  }
  // In the grace of a failed renewal the paid period is over: the package ends now.
  const endsNow = Date.parse(row.current_period_end) <= now.getTime();
  await cancelResellerSubscription(db, row.id, endsNow, now);
  return toSummary(await subscriptionOf(db, resellerId), now);
}

/** POST /api/reseller-billing/resume: undoes a cancellation while the paid period still runs. */
export async function resumeResellerPackage(
  db: Kysely<DB>,
  resellerId: number,
  now: Date = new Date(),
): Promise<ResellerSummary> {
  const row = await subscriptionOf(db, resellerId);
  if (!cancelsAtPeriodEnd(row, now)) throw new HttpError(422, M.nothingToResume);
  await resumeResellerSubscription(db, row.id, now);
  return toSummary(await subscriptionOf(db, resellerId), now);
}

/** The moment the clock moves to: the period end (running or cancelling) or the grace end (failed). */
function target(
  row: NonNullable<Awaited<ReturnType<typeof findResellerSubscriptionById>>>,
  now: Date,
): string | null {
  const end = row.current_period_end;
  if (!end) return null;
  if (Date.parse(end) > now.getTime()) return row.status === 'pending' ? null : end;
  return row.status === 'active' ? graceUntil(row, now) : null;
}

const shifted = (value: string | null, ms: number) =>
  value ? nowIso(new Date(Date.parse(value) - ms)) : null;

/**
 * The sandbox's test clock for one reseller subscription (as the users' one, sandbox-clock/service.ts): its
 * period moves back by the time left until its end (after a failed renewal: until its grace end), so that it
 * ends now; then the reseller renewal job runs for it (renewal, failed renewal, end of a cancelled package,
 * expiry after grace).
 */
export async function advanceResellerClock(
  deps: ResellerRenewalDeps,
  id: number,
  now: Date = new Date(),
): Promise<{ summary: ResellerSummary; movedBySeconds: number; outcome: ResellerRenewalOutcome }> {
  const row = await findResellerSubscriptionById(deps.db, id);
  if (!row) throw notFound(M.subscriptionNotFound);
  const end = target(row, now);
  const ms = end ? Math.max(0, Date.parse(end) - now.getTime()) : 0;
  if (ms > 0) {
    const period = {
      start: shifted(row.current_period_start, ms),
      end: shifted(row.current_period_end, ms),
    };
    await updateResellerPeriod(deps.db, row.id, period, now);
  }
  const outcome = await runResellerRenewals(deps, now, row.id);
  const after = await findResellerSubscription(deps.db, row.reseller_id);
  if (!after) throw notFound(M.subscriptionNotFound);
  return { summary: toSummary(after, now), movedBySeconds: Math.round(ms / 1000), outcome };
}
