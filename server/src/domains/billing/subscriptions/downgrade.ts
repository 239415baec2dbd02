import { HttpError } from '../../../lib/http-error';
import { toCents } from '../payments/provider';
import { findPackageById } from '../packages/repository';
import type { SubscriptionDeps, Subscriber } from './deps';
import {
  DOWNGRADE_CANCELLED,
  DOWNGRADE_ONLY_DOWN,
  NO_DOWNGRADE,
  NO_SUBSCRIPTION,
  PROVIDER_UNAVAILABLE,
  RESUME_FIRST,
  UPGRADE_PENDING,
  downgradeScheduled,
} from './messages';
import { priceFor } from './period';
import { expireEndedSubscriptions, findLiveSubscription, updateSubscription } from './repository';
import { tenantPackageOr422, type ActionOutcome } from './subscribe';
import type { SubscriptionRow, PackageRow } from '../../../db/schema';

async function activePlan(deps: SubscriptionDeps, user: Subscriber): Promise<SubscriptionRow> {
  await expireEndedSubscriptions(deps.db, new Date(), user.id);
  const live = await findLiveSubscription(deps.db, user.id);
  if (!live) throw new HttpError(404, NO_SUBSCRIPTION);
  if (live.status !== 'active') throw new HttpError(422, UPGRADE_PENDING);
  if (Number(live.cancel_at_period_end) === 1) throw new HttpError(422, RESUME_FIRST);
  return live;
}

/**
 * A provider that renews the subscription itself (Stripe) bills `pkg`'s price from the next renewal on: the
 * subscription's price changes without proration (proration_behavior=none), as Stripe does for a downgrade at the
 * period end. The sandbox renews with our job (renewal.ts), which reads scheduled_package_id.
 */
async function providerPrice(deps: SubscriptionDeps, live: SubscriptionRow, pkg: PackageRow) {
  const provider = deps.provider;
  if (!provider?.changeSubscriptionPrice || live.provider !== provider.name) return;
  if (!live.provider_subscription_id) return;
  try {
    await provider.changeSubscriptionPrice({
      subscriptionId: live.provider_subscription_id,
      amount: toCents(priceFor(pkg, live.billing_interval)),
      currency: live.currency.toLowerCase(),
      interval: live.billing_interval === 'yearly' ? 'year' : 'month',
      description: `${pkg.name} plan (${live.billing_interval})`,
      proration: 'next-period',
      prorationDate: Math.floor(Date.now() / 1000),
      idempotencyKey: `schedule_${live.id}_${pkg.id}_${Date.now()}`,
      metadata: { subscription_id: String(live.id), package_id: String(pkg.id) },
    });
  } catch (error) {
    deps.log.error({ err: error }, 'could not change the provider subscription');
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
}

/**
 * POST /api/subscriptions/downgrade: a move to a plan of the user's tenant that costs less for the subscription's
 * interval is scheduled for the end of the paid period (nothing is refunded; the current plan and its limits stay
 * until then); the renewal switches to it and charges its price. Scheduling again replaces the choice.
 */
export async function scheduleDowngrade(
  deps: SubscriptionDeps,
  user: Subscriber,
  packageId: number,
): Promise<ActionOutcome> {
  const live = await activePlan(deps, user);
  const pkg = await tenantPackageOr422(deps, user, packageId);
  if (pkg.id === live.package_id || priceFor(pkg, live.billing_interval) >= Number(live.amount)) {
    throw new HttpError(422, DOWNGRADE_ONLY_DOWN);
  }
  await providerPrice(deps, live, pkg);
  await updateSubscription(deps.db, live.id, { scheduled_package_id: pkg.id });
  await deps.events?.emit(
    {
      type: 'plan.changed',
      userId: live.user_id,
      subscriptionId: live.id,
      fromPackageId: live.package_id,
      toPackageId: pkg.id,
      when: 'scheduled',
    },
    deps.log,
  );
  const on = new Date(live.current_period_end as string).toUTCString().slice(5, 16);
  return {
    message: downgradeScheduled(pkg.name, on),
    subscriptionId: live.id,
    checkoutUrl: null,
  };
}

/** POST /api/subscriptions/downgrade/cancel: the plan stays as it is (the provider's price back to it). */
export async function cancelDowngrade(
  deps: SubscriptionDeps,
  user: Subscriber,
): Promise<ActionOutcome> {
  const live = await activePlan(deps, user);
  if (live.scheduled_package_id === null) throw new HttpError(422, NO_DOWNGRADE);
  const current = await findPackageById(deps.db, live.package_id);
  // A custom deal's own amount is what the provider bills again.
  if (current) {
    await providerPrice(deps, live, {
      ...current,
      price: Number(live.amount),
      yearly_price: Number(live.amount),
    });
  }
  await updateSubscription(deps.db, live.id, { scheduled_package_id: null });
  return { message: DOWNGRADE_CANCELLED, subscriptionId: live.id, checkoutUrl: null };
}
