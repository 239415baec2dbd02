import type { Kysely } from 'kysely';
import type { BillingInterval } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * The super admin's writes of a reseller's subscription (the row is billing's: reseller_subscriptions). Moves a
 * subscription to another package, interval and amount; its status and paid period stay.
 */
export async function setResellerSubscriptionPackage(
  db: Kysely<DB>,
  subscriptionId: number,
  plan: { reseller_package_id: number; billing_interval: BillingInterval; amount: number },
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ ...plan, updated_at: nowIso() })
    .where('id', '=', subscriptionId)
    .execute();
}
