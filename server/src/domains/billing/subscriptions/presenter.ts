import type { Kysely } from 'kysely';
import type { BillingInterval, Subscription } from '@voice/contracts';
import type { DB, SubscriptionRow } from '../../../db/schema';
import { findPackageById, toPackageJson } from '../packages/repository';

/** A CSS class hint per status (Subscription.status_badge_class). */
export function statusBadgeClass(status: string): string {
  if (status === 'active') return 'badge-success';
  if (status === 'pending') return 'badge-warning';
  if (status === 'past_due') return 'badge-danger';
  return 'badge-secondary';
}

/** A subscription as GET /api/subscriptions/current and the actions answer it (spec 001 §3, and more). */
export async function toSubscriptionJson(
  db: Kysely<DB>,
  row: SubscriptionRow,
): Promise<Subscription> {
  const pkg = await findPackageById(db, row.package_id);
  if (!pkg) throw new Error(`subscription ${row.id} has no package ${row.package_id}`);
  const pending = row.pending_package_id
    ? await findPackageById(db, row.pending_package_id)
    : undefined;
  const scheduled = row.scheduled_package_id
    ? await findPackageById(db, row.scheduled_package_id)
    : undefined;
  return {
    id: row.id,
    status: row.status,
    package: toPackageJson(pkg),
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    billing_interval: row.billing_interval as BillingInterval,
    // What the customer pays each interval: the plan's price, or a custom deal's own amount.
    amount: Number(row.amount),
    is_custom: Number(row.is_custom) === 1,
    status_badge_class: statusBadgeClass(row.status),
    cancel_at_period_end: Number(row.cancel_at_period_end) === 1,
    pending_package: pending ? toPackageJson(pending) : null,
    scheduled_package: scheduled ? toPackageJson(scheduled) : null,
    last_payment_error: row.last_payment_error,
    grace_until: row.grace_until,
    reference: row.reference,
  };
}
