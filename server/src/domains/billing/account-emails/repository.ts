import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { NotificationKind } from '../../platform';

/** How many transactions one sweep looks at per kind of email (the next sweep takes the rest). */
const SWEEP_BATCH = 50;

/**
 * How far back a sweep looks: a payment whose email could not be stored for this long is given up (logged each
 * time it failed), and the sweep stays a scan of recent rows however long the table grows.
 */
export const SWEEP_WINDOW_MS = 7 * 24 * 3600_000;

/** A transaction's id as email_notifications.subject_key holds it. */
const idKey = sql<string>`cast(transactions.id as varchar(20))`;

/** Transactions in a state that has no email of this kind yet, oldest first. */
function withoutNotification(db: Kysely<DB>, kind: NotificationKind) {
  return db
    .selectFrom('transactions')
    .select('transactions.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_notifications')
            .select('email_notifications.id')
            .where('email_notifications.kind', '=', kind)
            .whereRef('email_notifications.subject_key', '=', idKey),
        ),
      ),
    )
    .where('transactions.created_at', '>=', new Date(Date.now() - SWEEP_WINDOW_MS).toISOString())
    .orderBy('transactions.id', 'asc')
    .limit(SWEEP_BATCH);
}

/** A transaction with its payer, subscription and plan: what its emails say. */
export async function findTransactionForEmail(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('subscriptions as s', 's.id', 't.subscription_id')
    .leftJoin('packages as p', 'p.id', 's.package_id')
    .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
    .select([
      't.id',
      't.amount',
      't.currency',
      't.status',
      't.kind',
      't.description',
      't.line_items',
      't.created_at',
      't.user_id',
      'u.name as user_name',
      'u.email as user_email',
      'u.company as user_company',
      'u.reseller_id as user_reseller_id',
      'u.deleted_at as user_deleted_at',
      'r.subdomain',
      'r.custom_domain',
      's.billing_interval',
      's.current_period_start',
      's.current_period_end',
      's.package_id',
      's.pending_package_id',
      's.is_custom',
      's.status as subscription_status',
      'p.name as package_name',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Completed payments of a user (plans, renewals, upgrades, custom deals, reseller packages) without a receipt. */
export async function listUnsentReceipts(db: Kysely<DB>): Promise<{ id: number }[]> {
  return withoutNotification(db, 'receipt')
    .where('transactions.status', '=', 'completed')
    .where('transactions.kind', '!=', 'refund')
    .where('transactions.amount', '>', 0)
    .where('transactions.user_id', 'is not', null)
    .execute();
}

/** Declined checkouts without their "payment failed" email (a failed renewal has its own: renewal.ts). */
export async function listUnsentPaymentFailures(db: Kysely<DB>): Promise<{ id: number }[]> {
  return withoutNotification(db, 'payment_failed')
    .where('transactions.status', '=', 'failed')
    .where('transactions.kind', 'in', ['subscription', 'custom'])
    .where('transactions.user_id', 'is not', null)
    .execute();
}

/** First payments of a reseller's customers (a plan or a custom deal) without the notice to the reseller. */
export async function listUnsentNewCustomerNotices(db: Kysely<DB>): Promise<{ id: number }[]> {
  return (
    withoutNotification(db, 'new_customer_subscription')
      .where('transactions.status', '=', 'completed')
      .where('transactions.kind', 'in', ['subscription', 'custom'])
      .where('transactions.earner_reseller_id', 'is not', null)
      // The subscription's first payment only (not its upgrades).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('transactions as earlier')
              .select('earlier.id')
              .whereRef('earlier.subscription_id', '=', 'transactions.subscription_id')
              .where('earlier.status', '=', 'completed')
              .whereRef('earlier.id', '<', 'transactions.id'),
          ),
        ),
      )
      .execute()
  );
}

/** The active admins of a reseller (who hear of its new customers). */
export async function listActiveResellerAdmins(db: Kysely<DB>, resellerId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('reseller_id', '=', resellerId)
    .where('role', '=', 'reseller_admin')
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .execute();
}

/** The customer of a subscription, its tenant's site, and its plan's name. */
export async function findSubscriptionCustomer(db: Kysely<DB>, subscriptionId: number) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
    .leftJoin('packages as p', 'p.id', 's.package_id')
    .select([
      'u.name',
      'u.email',
      'u.reseller_id',
      'u.deleted_at',
      'r.subdomain',
      'r.custom_domain',
      'p.name as package_name',
      's.current_period_end',
    ])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
}

/** A package's name ('Plan' once it is gone). */
export async function findPackageName(db: Kysely<DB>, id: number): Promise<string> {
  const row = await db
    .selectFrom('packages')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? 'Plan';
}

/** What a transaction charged. */
export async function findTransactionCharge(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('transactions')
    .select(['amount', 'currency'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Yearly plans of users not deleted that renew in (from, until] and are not cancelled, with their customer, site
 * and plan's name.
 */
export async function listRenewalsToRemind(db: Kysely<DB>, from: string, until: string) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
    .select([
      's.id',
      's.amount',
      's.currency',
      's.current_period_end',
      'u.name',
      'u.email',
      'u.reseller_id',
      'r.subdomain',
      'r.custom_domain',
      'p.name as package_name',
    ])
    .where('s.status', '=', 'active')
    .where('s.billing_interval', '=', 'yearly')
    .where('s.cancel_at_period_end', '=', 0)
    .where('s.current_period_end', '>', from)
    .where('s.current_period_end', '<=', until)
    .where('u.deleted_at', 'is', null)
    .execute();
}
