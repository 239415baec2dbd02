import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResellerDetail } from '@voice/contracts';
import type { AppConfig } from '../../../config';
import type { DB, ResellerRow, ResellerStatus } from '../../../db/schema';
import { HttpError, ValidationFailed, notFound } from '../../../lib/http-error';
import { addDays, nowIso, startOfUtcMonth } from '../../../lib/time';
import { recordAudit, type Mailer } from '../../platform';
import { dailyTotals, scopeTotals } from '../../calls';
import { toMinutes } from '../dashboard/service';
import { findResellerPackage, findResellerSubscription, toSummary } from '../../billing';
import {
  resellerSettings,
  changeResellerStatus,
  findResellerAdmins,
  findResellerById,
  latestResellerAssistants,
  latestResellerUsers,
  resellerAssistantCount,
  resellerUserCounts,
  revokeResellerSessions,
} from '../../tenancy';
import { resellerRevenue } from '../super-admin-overview/repository';
import { setResellerSubscriptionPackage } from './repository';
import { RESELLER_NOT_FOUND } from './schemas';
import { siteUrlFor } from '../../../lib/site-url';

export const RESELLER_MESSAGES = {
  suspended: 'The reseller has been suspended.',
  activated: 'The reseller has been activated.',
  packageChanged: "The reseller's package has been changed.",
  alreadySuspended: 'The reseller is already suspended.',
  notActive: 'Only an active reseller can be suspended.',
  notSuspended: 'Only a suspended reseller can be activated.',
  noSubscription: 'This reseller has no package subscription to change.',
  samePackage: 'The reseller already has this package.',
  packageInvalid: 'The selected package is invalid.',
} as const;

const LIST_LIMIT = 10;
const CHART_DAYS = 30;
const cents = (amount: number) => Math.round(amount * 100) / 100;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

interface Deps {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'appUrl' | 'appDomain'>;
}

/** A reseller's usage from the daily totals ('reseller:<id>'): all time, this month, the last 30 days. */
async function resellerUsage(db: Kysely<DB>, resellerId: number, now: Date) {
  const scope = { kind: 'reseller', resellerId } as const;
  const monthDay = startOfUtcMonth(now).slice(0, 10);
  const chartFrom = dayOf(addDays(now, -(CHART_DAYS - 1)));
  const all = await scopeTotals(db, scope);
  const recent = await dailyTotals(db, scope, chartFrom < monthDay ? chartFrom : monthDay);
  const month = recent.filter((d) => d.day >= monthDay);
  const byDay = new Map(recent.map((d) => [d.day, d]));
  return {
    total_calls: all.calls,
    total_minutes: toMinutes(all.seconds),
    calls_this_month: month.reduce((sum, d) => sum + d.calls, 0),
    minutes_this_month: toMinutes(month.reduce((sum, d) => sum + d.seconds, 0)),
    calls_per_day: Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = dayOf(addDays(now, i - (CHART_DAYS - 1)));
      const day = byDay.get(date);
      return { date, calls: day?.calls ?? 0, minutes: toMinutes(day?.seconds ?? 0) };
    }),
  };
}

/** GET /api/super-admin/resellers/:id: everything the reseller's page shows. */
export async function resellerDetail(
  deps: Deps,
  id: number,
  now: Date = new Date(),
): Promise<ResellerDetail> {
  const { db } = deps;
  const reseller = await findResellerById(db, id);
  if (!reseller) throw notFound(RESELLER_NOT_FOUND);
  const admin = (await findResellerAdmins(db, [id])).get(id) ?? null;
  const subscription = await findResellerSubscription(db, id);
  const users = await resellerUserCounts(db, id);
  const revenue = await resellerRevenue(db, id, startOfUtcMonth(now));
  return {
    id: reseller.id,
    org_name: reseller.org_name,
    subdomain: reseller.subdomain,
    site_url: siteUrlFor(deps.config, reseller),
    company_email: reseller.company_email,
    status: reseller.status,
    status_reason: reseller.status_reason,
    status_changed_at: iso(reseller.status_changed_at),
    created_at: iso(reseller.created_at) ?? '',
    branding: resellerSettings(reseller),
    admin,
    subscription: subscription ? toSummary(subscription, now) : null,
    counts: {
      users: users.total,
      active_users: users.active,
      assistants: await resellerAssistantCount(db, id),
    },
    users: await latestResellerUsers(db, id, LIST_LIMIT),
    assistants: await latestResellerAssistants(db, id, LIST_LIMIT),
    usage: await resellerUsage(db, id, now),
    revenue: {
      customers_total: cents(revenue.customers_total),
      customers_this_month: cents(revenue.customers_this_month),
      packages_total: cents(revenue.packages_total),
      packages_this_month: cents(revenue.packages_this_month),
    },
  };
}

export interface StatusChangeDeps extends Deps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Tells the reseller admin its site was suspended or activated, and why. A mail failure is only logged. */
async function sendStatusEmail(
  deps: StatusChangeDeps,
  reseller: ResellerRow,
  to: 'suspended' | 'active',
  reason: string,
): Promise<void> {
  try {
    const admin = (await findResellerAdmins(deps.db, [reseller.id])).get(reseller.id);
    if (!admin) return;
    const site = siteUrlFor(deps.config, reseller);
    const name = resellerSettings(reseller).site_title;
    await deps.mailer.send({
      to: admin.email,
      resellerId: null,
      compose: ({ i18n }) => {
        const heading = i18n._(
          /*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: admin.name } },
        );
        const because = i18n._(
          /*i18n*/ {
            id: 'email.siteStatus.reason',
            message: 'Reason: {reason}',
            values: { reason },
          },
        );
        return to === 'suspended'
          ? {
              subject: i18n._(
                /*i18n*/ {
                  id: 'email.siteSuspended.subject',
                  message: 'Your site {name} has been suspended',
                  values: { name },
                },
              ),
              heading,
              lines: [
                i18n._(
                  /*i18n*/ {
                    id: 'email.siteSuspended.body',
                    message:
                      'Your site {site} has been suspended by the platform. Until it is activated again, it shows "This site is temporarily unavailable" and its users cannot sign in.',
                    values: { site },
                  },
                ),
                because,
                i18n._(
                  /*i18n*/ {
                    id: 'email.siteSuspended.questions',
                    message:
                      'If you have questions, please reply to this email or contact support.',
                  },
                ),
              ],
            }
          : {
              subject: i18n._(
                /*i18n*/ {
                  id: 'email.siteActive.subject',
                  message: 'Your site {name} is active again',
                  values: { name },
                },
              ),
              heading,
              lines: [
                i18n._(
                  /*i18n*/ {
                    id: 'email.siteActive.body',
                    message:
                      'Your site {site} has been activated again: you and your users can sign in as before.',
                    values: { site },
                  },
                ),
                because,
              ],
              action: {
                label: i18n._(
                  /*i18n*/ { id: 'email.siteActive.action', message: 'Open your site' },
                ),
                url: site,
              },
            };
      },
    });
  } catch (error) {
    deps.log.error({ err: error, resellerId: reseller.id }, 'reseller status email failed');
  }
}

/**
 * POST /api/super-admin/resellers/:id/suspend (active → suspended) and /activate (suspended → active): the
 * status, its reason and time change in one transaction with the audit entry (reseller.suspend /
 * reseller.activate); then the reseller admin is emailed the reason. A suspended reseller's host answers
 * every API request with 403 'This site is temporarily unavailable' (plugins/tenant.ts): its site says so
 * and its users cannot sign in; their sessions are revoked, so they sign in again after an activation.
 * Platform admins keep signing in on the main host.
 */
export async function changeStatus(
  deps: StatusChangeDeps,
  request: FastifyRequest,
  id: number,
  to: 'suspended' | 'active',
  reason: string,
): Promise<ResellerDetail> {
  const reseller = await findResellerById(deps.db, id);
  if (!reseller) throw notFound(RESELLER_NOT_FOUND);
  const from: ResellerStatus = to === 'suspended' ? 'active' : 'suspended';
  if (reseller.status !== from) {
    if (to === 'suspended' && reseller.status === 'suspended') {
      throw new HttpError(422, RESELLER_MESSAGES.alreadySuspended);
    }
    throw new HttpError(
      422,
      to === 'suspended' ? RESELLER_MESSAGES.notActive : RESELLER_MESSAGES.notSuspended,
    );
  }
  const at = nowIso();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const done = await changeResellerStatus(trx, id, from, to, reason, at);
    if (!done) return false;
    // Its users' sessions end for good: a reactivation does not bring them back.
    if (to === 'suspended') await revokeResellerSessions(trx, id, at);
    await recordAudit(trx, request, {
      action: to === 'suspended' ? 'reseller.suspend' : 'reseller.activate',
      resellerId: id,
      target: { type: 'reseller', id, label: reseller.org_name },
      before: { status: from },
      after: { status: to },
      details: { reason },
    });
    return true;
  });
  if (!changed) {
    throw new HttpError(
      422,
      to === 'suspended' ? RESELLER_MESSAGES.notActive : RESELLER_MESSAGES.notSuspended,
    );
  }
  await sendStatusEmail(deps, reseller, to, reason);
  return resellerDetail(deps, id);
}

/**
 * PUT /api/super-admin/resellers/:id/package: puts the reseller's subscription on another offered package
 * (and interval; default: its current one). Its status and paid period stay; the amount becomes the new
 * package's price for the interval, charged from the next renewal; nothing is charged now. Audited as
 * reseller.package with the package, interval and amount before and after.
 */
export async function changePackage(
  deps: Deps,
  request: FastifyRequest,
  id: number,
  input: { reseller_package_id: number; billing_interval?: 'monthly' | 'yearly' | undefined },
): Promise<ResellerDetail> {
  const reseller = await findResellerById(deps.db, id);
  if (!reseller) throw notFound(RESELLER_NOT_FOUND);
  const pkg = await findResellerPackage(deps.db, input.reseller_package_id);
  if (!pkg || Number(pkg.is_active) !== 1) {
    throw new ValidationFailed({ reseller_package_id: [RESELLER_MESSAGES.packageInvalid] });
  }
  const current = await findResellerSubscription(deps.db, id);
  if (!current) throw new HttpError(422, RESELLER_MESSAGES.noSubscription);
  const interval = input.billing_interval ?? current.billing_interval;
  if (current.reseller_package_id === pkg.id && current.billing_interval === interval) {
    throw new ValidationFailed({ reseller_package_id: [RESELLER_MESSAGES.samePackage] });
  }
  const amount = Number(interval === 'yearly' ? pkg.yearly_price : pkg.price);
  await deps.db.transaction().execute(async (trx) => {
    await setResellerSubscriptionPackage(trx, current.id, {
      reseller_package_id: pkg.id,
      billing_interval: interval,
      amount,
    });
    await recordAudit(trx, request, {
      action: 'reseller.package',
      resellerId: id,
      target: { type: 'reseller', id, label: reseller.org_name },
      before: {
        reseller_package_id: current.reseller_package_id,
        package: current.package_name,
        billing_interval: current.billing_interval,
        amount: Number(current.amount),
      },
      after: { reseller_package_id: pkg.id, package: pkg.name, billing_interval: interval, amount },
    });
  });
  return resellerDetail(deps, id);
}
