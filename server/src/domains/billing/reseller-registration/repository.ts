import type { Kysely, Selectable } from 'kysely';
import type { BillingInterval, ResellerPackage } from '@voice/contracts';
import type { DB, Db, ResellerPackagesTable } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import type { PaidTransaction } from '../transactions/repository';
import { emitPaymentEvent, PAYMENT_COLUMNS } from '../subscriptions/events-repository';

export type ResellerPackageRow = Selectable<ResellerPackagesTable>;

/** -1 = unlimited; numbers with thousands separators. */
export function formatLimit(value: number): string {
  return value < 0 ? 'Unlimited' : new Intl.NumberFormat('en-US').format(value);
}

export function toResellerPackageJson(row: ResellerPackageRow): ResellerPackage {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    yearly_price: Number(row.yearly_price),
    description: row.description,
    is_popular: Number(row.is_popular) === 1,
    formatted_voice_agents_limit: formatLimit(row.voice_agents_limit),
    formatted_minutes_limit: formatLimit(row.minutes_limit),
    support_level: row.support_level,
  };
}

/** Active reseller packages in display order. */
export async function listActiveResellerPackages(db: Db) {
  return db
    .selectFrom('reseller_packages')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order', 'asc')
    .orderBy('price', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function findActiveResellerPackage(db: Db, id: number) {
  return db
    .selectFrom('reseller_packages')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** Any reseller, whatever its status, holds its subdomain. */
export async function subdomainExists(db: Db, subdomain: string): Promise<boolean> {
  const row = await db
    .selectFrom('resellers')
    .select('id')
    .where('subdomain', '=', subdomain.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A registration by its checkout reference: subscription, reseller, package and admin. */
export async function findRegistration(db: Db, reference: string) {
  return db
    .selectFrom('reseller_subscriptions as s')
    .innerJoin('resellers as r', 'r.id', 's.reseller_id')
    .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id')
    .select([
      's.id',
      's.reseller_id',
      's.status',
      's.amount',
      's.currency',
      's.billing_interval',
      's.reference',
      'r.org_name',
      'r.subdomain',
      'r.status as reseller_status',
      'p.name as package_name',
    ])
    .where('s.reference', '=', reference)
    .executeTakeFirst();
}

export async function findResellerAdmin(db: Db, resellerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'reseller_id', 'status'])
    .where('reseller_id', '=', resellerId)
    .where('role', '=', 'reseller_admin')
    .orderBy('id', 'asc')
    .executeTakeFirst();
}

/**
 * Removes a registration that never became active (its payment failed to start, or was abandoned):
 * the reseller, its pending users and its subscriptions. An active reseller is never touched.
 */
export async function deletePendingRegistration(db: Kysely<DB>, resellerId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reseller = await trx
      .selectFrom('resellers')
      .select('status')
      .where('id', '=', resellerId)
      .executeTakeFirst();
    if (!reseller || reseller.status !== 'pending') return;
    const paid = await trx
      .selectFrom('transactions')
      .select('id')
      .where('reseller_id', '=', resellerId)
      .executeTakeFirst();
    if (paid) return;
    await trx
      .deleteFrom('users')
      .where('reseller_id', '=', resellerId)
      .where('status', '=', 'pending')
      .execute();
    const remaining = await trx
      .selectFrom('users')
      .select('id')
      .where('reseller_id', '=', resellerId)
      .executeTakeFirst();
    if (remaining) return;
    await trx.deleteFrom('reseller_subscriptions').where('reseller_id', '=', resellerId).execute();
    await trx.deleteFrom('resellers').where('id', '=', resellerId).execute();
  });
}

/** Pending registrations created before `before` (abandoned checkouts), oldest first. */
export async function findStalePendingResellers(db: Kysely<DB>, before: string, limit = 20) {
  return db
    .selectFrom('resellers')
    .select(['id', 'logo_url'])
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

/** What one registration creates: the reseller, its admin and its subscription (all pending). */
export interface PendingRegistration {
  reseller: {
    org_name: string;
    subdomain: string;
    company_email: string;
    app_name: string;
    logo_url: string | null;
  };
  admin: {
    name: string;
    email: string;
    password_hash: string;
    phone: string;
    company: string;
    language: string | null;
  };
  subscription: {
    reseller_package_id: number;
    billing_interval: BillingInterval;
    amount: number;
    currency: string;
    reference: string;
    provider: string;
  };
}

/**
 * Creates, in one transaction, the pending reseller, its pending reseller_admin and its pending
 * subscription. Throws the database's unique violation when the subdomain or the email was taken.
 */
export async function insertPendingRegistration(
  db: Kysely<DB>,
  input: PendingRegistration,
): Promise<{ resellerId: number; subscriptionId: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const reseller = await trx
      .insertInto('resellers')
      .values({ ...input.reseller, status: 'pending', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        ...input.admin,
        role: 'reseller_admin',
        reseller_id: reseller.id,
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const subscription = await trx
      .insertInto('reseller_subscriptions')
      .values({
        ...input.subscription,
        reseller_id: reseller.id,
        status: 'pending',
        provider_checkout_id: null,
        provider_subscription_id: null,
        last_payment_error: null,
        current_period_start: null,
        current_period_end: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { resellerId: reseller.id, subscriptionId: subscription.id };
  });
}

/** Records the provider's checkout id on a subscription. */
export async function setCheckoutId(
  db: Kysely<DB>,
  subscriptionId: number,
  checkoutId: string,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ provider_checkout_id: checkoutId, updated_at: nowIso() })
    .where('id', '=', subscriptionId)
    .execute();
}

/** Keeps why a pending registration's payment failed (shown to nobody yet; for support). */
export async function recordPaymentError(
  db: Kysely<DB>,
  reference: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('reseller_subscriptions')
    .set({ last_payment_error: reason.slice(0, 255), updated_at: nowIso() })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Activates a pending registration in one transaction: the subscription (for the given period), the
 * reseller and its pending users become active, and a payment is recorded as a completed transaction of
 * the reseller's admin. False when the subscription was not pending any more (nothing changes).
 */
export async function activatePendingRegistration(
  db: Kysely<DB>,
  registration: { id: number; reseller_id: number },
  period: { start: string; end: string; providerSubscriptionId: string | null },
  paid: PaidTransaction | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = period.start;
    const claimed = await trx
      .updateTable('reseller_subscriptions')
      .set({
        status: 'active',
        provider_subscription_id: period.providerSubscriptionId,
        last_payment_error: null,
        current_period_start: now,
        current_period_end: period.end,
        updated_at: now,
      })
      .where('id', '=', registration.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('resellers')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', registration.reseller_id)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('users')
      .set({ status: 'active', updated_at: now })
      .where('reseller_id', '=', registration.reseller_id)
      .where('status', '=', 'pending')
      .execute();
    if (paid) {
      const admin = await findResellerAdmin(trx, registration.reseller_id);
      const payment = await trx
        .insertInto('transactions')
        .values({
          ...paid,
          user_id: admin?.id ?? null,
          reseller_id: registration.reseller_id,
          status: 'completed',
          // The platform earns reseller packages (the reseller pays it): never the reseller's own revenue.
          kind: 'reseller',
          earner_reseller_id: null,
          created_at: now,
        })
        .returning(PAYMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      await emitPaymentEvent(trx, payment);
    }
    return true;
  });
}
