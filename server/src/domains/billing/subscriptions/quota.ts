import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { resellerPackageLapsed } from '../reseller-billing/repository';
import { countAssistants, findUserResellerId } from './repository';
import { allowance, usageReport } from './usage';

/** Roles that subscription limits do not apply to (spec 001 §4: admins are not subject to limits). */
export const QUOTA_EXEMPT_ROLES = ['admin', 'super_admin', 'reseller_admin', 'content_admin'];

/** The statuses whose plan may be used (past_due: a failed renewal still in its grace period). */
const USABLE_STATUSES = ['active', 'past_due'];

export interface Allowance {
  used: number;
  /** -1 means unlimited */
  limit: number;
  /** -1 when unlimited, else max(0, limit - used) */
  remaining: number;
}

export interface Quota {
  /** May the user use a plan now (an active subscription, or an exempt role)? */
  hasActiveSubscription: boolean;
  /** An administrator: no limits apply (every limit is -1). */
  exempt: boolean;
  /** The live subscription's status (pending, active, past_due) or null without one. */
  status: string | null;
  /** The plan's name, or null without a live subscription. */
  packageName: string | null;
  assistants: Allowance;
  /** Minutes of the current billing period (see usageReport). */
  minutes: Allowance;
}

/**
 * What a user may still create and use: the one function other modules call for limits (the assistants
 * module: refuse a new assistant unless hasActiveSubscription and assistants.remaining !== 0).
 * A pending plan reports its limits but is not active; without a live plan every limit is 0. When the user's
 * reseller's own package with the platform has lapsed (reseller-billing), nobody of that tenant (its admin
 * included) may create anything new: not active, assistant limit 0.
 */
export async function quotaFor(
  db: Kysely<DB>,
  user: { id: number; role: string },
  now: Date = new Date(),
): Promise<Quota> {
  const report = await usageReport(db, user.id, now);
  const resellerId = await findUserResellerId(db, user.id);
  const lapsed = resellerId !== null && (await resellerPackageLapsed(db, resellerId, now));
  if (lapsed) {
    // The reseller stopped paying the platform: its tenant (its admin too) creates nothing new.
    return {
      hasActiveSubscription: false,
      exempt: false,
      status: report?.subscription.status ?? null,
      packageName: report?.pkg.name ?? null,
      assistants: allowance(
        report?.usage.assistants.used ?? (await countAssistants(db, user.id)),
        0,
      ),
      minutes: allowance(report?.usage.minutes.used ?? 0, report?.usage.minutes.limit ?? 0),
    };
  }
  if (QUOTA_EXEMPT_ROLES.includes(user.role)) {
    return {
      hasActiveSubscription: true,
      exempt: true,
      status: report?.subscription.status ?? null,
      packageName: report?.pkg.name ?? null,
      assistants: allowance(
        report?.usage.assistants.used ?? (await countAssistants(db, user.id)),
        -1,
      ),
      minutes: allowance(report?.usage.minutes.used ?? 0, -1),
    };
  }
  if (!report) {
    return {
      hasActiveSubscription: false,
      exempt: false,
      status: null,
      packageName: null,
      assistants: allowance(await countAssistants(db, user.id), 0),
      minutes: allowance(0, 0),
    };
  }
  const { usage, subscription, pkg } = report;
  return {
    hasActiveSubscription: USABLE_STATUSES.includes(subscription.status),
    exempt: false,
    status: subscription.status,
    packageName: pkg.name,
    assistants: usage.assistants,
    minutes: allowance(usage.minutes.used, usage.minutes.limit),
  };
}
