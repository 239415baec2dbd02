import type { Updateable } from 'kysely';
import type { Db, ResellerSubscriptionsTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { findResellerAdmin } from '../reseller-registration/repository';
import { insertTransaction } from '../transactions/repository';

/** Reseller subscriptions with their package and their site (what a renewal and its emails name). */
function withPackageAndSite(db: Db) {
  return db
    .selectFrom('reseller_subscriptions as s')
    .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id')
    .innerJoin('resellers as r', 'r.id', 's.reseller_id');
}

/** A reseller subscription with what its renewal needs: its package's name and its site's subdomain. */
export function findRenewalRow(db: Db, id: number) {
  return withPackageAndSite(db)
    .select([
      's.id',
      's.reseller_id',
      's.status',
      's.billing_interval',
      's.amount',
      's.currency',
      's.reference',
      's.provider',
      's.provider_subscription_id',
      's.last_payment_error',
      's.current_period_start',
      's.current_period_end',
      'p.name as package_name',
      'r.subdomain',
      'r.custom_domain',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The reseller subscription a provider-side subscription (Stripe sub_...) belongs to. */
export async function findResellerSubscriptionByProvider(
  db: Db,
  provider: string,
  subscriptionId: string,
) {
  return withPackageAndSite(db)
    .select([
      's.id',
      's.reseller_id',
      's.status',
      's.billing_interval',
      's.currency',
      's.reference',
      's.current_period_end',
      'p.name as package_name',
      'r.subdomain',
      'r.custom_domain',
    ])
    .where('s.provider', '=', provider)
    .where('s.provider_subscription_id', '=', subscriptionId)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

/**
 * Active reseller subscriptions this server renews (the sandbox's saved card, or free ones: no provider)
 * whose period ended at or before `now` and after `endedAfter` (the start of the grace period); one only when
 * `id` is given.
 */
export async function findDueResellerRenewals(
  db: Db,
  now: Date,
  endedAfter: Date,
  id?: number,
): Promise<number[]> {
  let query = db
    .selectFrom('reseller_subscriptions')
    .select('id')
    .where('status', '=', 'active')
    .where('current_period_end', 'is not', null)
    .where('current_period_end', '<=', nowIso(now))
    .where('current_period_end', '>', nowIso(endedAfter))
    .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', 'in', ['sandbox', 'none'])]));
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.orderBy('id').limit(500).execute();
  return rows.map((row) => row.id);
}

/**
 * Updates an active reseller subscription only while its period still ends at `periodEnd` (another run that
 * renewed it first wins): true when updated.
 */
export async function updateDueResellerSubscription(
  db: Db,
  id: number,
  periodEnd: string,
  values: Updateable<ResellerSubscriptionsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('reseller_subscriptions')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('current_period_end', '=', periodEnd)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}

/** A reseller's payment to the platform (kind 'reseller', earned by the platform: earner NULL). */
export async function insertResellerTransaction(
  db: Db,
  values: {
    resellerId: number;
    amount: number;
    currency: string;
    status: 'completed' | 'failed';
    description: string;
    provider: string;
    providerRef: string;
    reference: string;
    at: Date;
  },
): Promise<void> {
  const admin = await findResellerAdmin(db, values.resellerId);
  await insertTransaction(db, {
    user_id: admin?.id ?? null,
    reseller_id: values.resellerId,
    amount: values.amount,
    currency: values.currency.toUpperCase(),
    status: values.status,
    description: values.description,
    provider: values.provider,
    provider_ref: values.providerRef,
    reference: values.reference,
    kind: 'reseller',
    earner_reseller_id: null,
    subscription_id: null,
    line_items: JSON.stringify([{ description: values.description, amount: values.amount }]),
    created_at: nowIso(values.at),
  });
}
