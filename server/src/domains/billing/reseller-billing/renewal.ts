import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { BillingInterval } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import type { Deps } from '../../platform';
import { nowIso } from '../../../lib/time';
import { announceRecordedPayment, type BillingEvents } from '../payments/billing-events';
import { chargeSandboxCustomer } from '../payments/sandbox/provider';
import { findResellerAdmin } from '../reseller-registration/repository';
import { periodEnd } from '../subscriptions/period';
import { RENEWAL_GRACE_DAYS } from '../subscriptions/renewal';
import { resellerBaseUrl } from '../../../lib/site-url';
import { isUniqueViolation } from '../../../lib/unique-violation';

type Db = Kysely<DB> | Transaction<DB>;

export interface ResellerRenewalDeps extends Pick<Deps, 'db' | 'config' | 'mailer'> {
  log: FastifyBaseLogger;
  /** Where the renewals recorded are announced (app.payments.events). */
  events?: BillingEvents;
}

export interface ResellerRenewalOutcome {
  renewed: number;
  failed: number;
}

const DAY_MS = 24 * 3600_000;
/** A function, not a constant: subscriptions/ and this module import each other's helpers. */
export const graceMs = (): number => RENEWAL_GRACE_DAYS * DAY_MS;

/**
 * The sandbox's saved card of a reseller subscription: reseller_subscriptions has no customer column, and the
 * sandbox has no provider-side subscriptions, so provider_subscription_id holds the card the last sandbox
 * checkout saved (cus_sandbox_…); for Stripe it is Stripe's subscription (sub_…), which Stripe renews itself.
 */
export function savedSandboxCard(row: {
  provider: string | null;
  provider_subscription_id: string | null;
}): string | null {
  const id = row.provider_subscription_id;
  return row.provider === 'sandbox' && id?.startsWith('cus_sandbox_') ? id : null;
}

/** Idempotency key of the renewal of the period ending at `end` (the charge and failure references). */
export function renewalKey(id: number, end: string): string {
  return `reseller_renewal_${id}_${Date.parse(end)}`;
}

/**
 * Until when an ended period whose renewal failed stays usable: RENEWAL_GRACE_DAYS after its end (as users'
 * subscriptions), then the subscription is expired. Null unless the period ended with a payment error.
 */
export function graceUntil(
  row: { status: string; current_period_end: string | null; last_payment_error: string | null },
  now: Date,
): string | null {
  if (row.status !== 'active' || !row.current_period_end || row.last_payment_error === null) {
    return null;
  }
  const end = Date.parse(row.current_period_end);
  if (end > now.getTime() || end + graceMs() <= now.getTime()) return null;
  return nowIso(new Date(end + graceMs()));
}

/**
 * Cancelled at period end: the stored status is 'cancelled' (it will not renew) while the paid period still
 * runs, so the package stays usable until current_period_end.
 */
export function cancelsAtPeriodEnd(
  row: { status: string; current_period_end: string | null },
  now: Date,
): boolean {
  return (
    row.status === 'cancelled' &&
    row.current_period_end !== null &&
    Date.parse(row.current_period_end) > now.getTime()
  );
}

function findRenewalRow(db: Db, id: number) {
  return db
    .selectFrom('reseller_subscriptions as s')
    .innerJoin('reseller_packages as p', 'p.id', 's.reseller_package_id')
    .innerJoin('resellers as r', 'r.id', 's.reseller_id')
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
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/**
 * Active reseller subscriptions this server renews (the sandbox's saved card, or free ones: no provider)
 * whose period ended within the grace period; one only when `id` is given. A period that ended longer ago is
 * not charged any more: it has expired.
 */
async function findDue(db: Db, now: Date, id?: number): Promise<number[]> {
  let query = db
    .selectFrom('reseller_subscriptions')
    .select('id')
    .where('status', '=', 'active')
    .where('current_period_end', 'is not', null)
    .where('current_period_end', '<=', nowIso(now))
    .where('current_period_end', '>', nowIso(new Date(now.getTime() - graceMs())))
    .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', 'in', ['sandbox', 'none'])]));
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.orderBy('id').limit(500).execute();
  return rows.map((row) => row.id);
}

async function failureRecorded(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('provider', '=', 'sandbox')
    .where('provider_ref', '=', `failed_${key}`)
    .executeTakeFirst();
  return row !== undefined;
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
  await db
    .insertInto('transactions')
    .values({
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
    })
    .execute();
}

/**
 * Tells the reseller admin that its package could not be renewed: a platform email with a link to
 * /reseller-billing on its own site and the date its package ends. A mail failure is only logged.
 */
export async function sendResellerRenewalFailedEmail(
  deps: ResellerRenewalDeps,
  row: { id: number; reseller_id: number; package_name: string; subdomain: string | null },
  reason: string,
  until: Date,
): Promise<void> {
  try {
    const admin = await findResellerAdmin(deps.db, row.reseller_id);
    if (!admin) return;
    await deps.mailer.send({
      to: admin.email,
      subject: `Your ${row.package_name} reseller package could not be renewed`,
      heading: `Hello ${admin.name},`,
      lines: [
        `We could not renew your ${row.package_name} reseller package: ${reason}`,
        `Your package stays available until ${until.toUTCString()}. Pay before then to keep it; after that date it expires and your customers cannot create new assistants.`,
      ],
      action: {
        label: 'Pay now',
        url: `${resellerBaseUrl(deps.config, row.subdomain)}/reseller-billing`,
      },
      resellerId: null,
    });
  } catch (error) {
    deps.log.error({ err: error, resellerSubscriptionId: row.id }, 'renewal failure email failed');
  }
}

type One = 'renewed' | 'failed' | 'skipped';

/** Renews one due reseller subscription; guarded on its period end, so a second run does nothing. */
/** Renews one subscription the job listed as due (exported for the stale-list test). */
export async function renewOne(deps: ResellerRenewalDeps, id: number, now: Date): Promise<One> {
  const { db } = deps;
  const row = await findRenewalRow(db, id);
  if (!row || row.status !== 'active' || !row.current_period_end) return 'skipped';
  const oldEnd = row.current_period_end;
  // Listed as due, but another run (a second instance, the sandbox clock) may have renewed it since: its next
  // period is not due, and charging it now would charge the reseller twice.
  if (Date.parse(oldEnd) > now.getTime()) return 'skipped';
  const key = renewalKey(row.id, oldEnd);
  // Declined once for this period: the admin pays from /reseller-billing during the grace period.
  if (await failureRecorded(db, key)) return 'skipped';

  const next = {
    current_period_start: nowIso(new Date(oldEnd)),
    current_period_end: nowIso(
      periodEnd(new Date(oldEnd), row.billing_interval as BillingInterval),
    ),
  };
  const amount = Number(row.amount);

  if (amount <= 0 || row.provider === null || row.provider === 'none') {
    const result = await db
      .updateTable('reseller_subscriptions')
      .set({ ...next, last_payment_error: null, updated_at: nowIso(now) })
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .where('current_period_end', '=', oldEnd)
      .executeTakeFirst();
    return Number(result.numUpdatedRows ?? 0) > 0 ? 'renewed' : 'skipped';
  }

  const charge = chargeSandboxCustomer(savedSandboxCard(row), key);
  const description = `${row.package_name} reseller plan renewal (${row.billing_interval})`;
  let outcome: One;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('reseller_subscriptions')
        .set({
          ...(charge.ok
            ? { ...next, last_payment_error: null }
            : { last_payment_error: charge.reason.slice(0, 255) }),
          updated_at: nowIso(now),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .where('current_period_end', '=', oldEnd)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows ?? 0) === 0) return 'skipped' as const;
      await insertResellerTransaction(trx, {
        resellerId: row.reseller_id,
        amount,
        currency: row.currency,
        status: charge.ok ? 'completed' : 'failed',
        description: charge.ok ? description : `${description}: ${charge.reason}`,
        provider: 'sandbox',
        providerRef: charge.ok ? charge.chargeId : `failed_${key}`,
        reference: row.reference,
        at: now,
      });
      return charge.ok ? ('renewed' as const) : ('failed' as const);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'skipped';
    throw error;
  }
  if (outcome === 'renewed' && charge.ok) {
    await announceRecordedPayment(deps, 'sandbox', charge.chargeId);
  }
  if (outcome === 'failed' && !charge.ok) {
    const until = new Date(Date.parse(oldEnd) + graceMs());
    await sendResellerRenewalFailedEmail(deps, row, charge.reason, until);
  }
  return outcome;
}

/**
 * The reseller part of the billing job (same schedule as users' renewals, see subscriptions/expiry.ts):
 * every active sandbox (or free) reseller subscription whose period ended is charged, on its saved sandbox
 * card, its amount as one transaction (kind 'reseller', the platform earns it) and its next period starts
 * where the last ended. A declined card: the error kept (last_payment_error), a failed transaction and an
 * email to the reseller admin; the package stays usable for RENEWAL_GRACE_DAYS after the period end, then
 * it is expired (computed: effectiveStatus). Stripe renews its own and tells us by webhook (events.ts).
 * Idempotent: each renewal is guarded on the period it ends, and its charge id is unique.
 */
export async function runResellerRenewals(
  deps: ResellerRenewalDeps,
  now: Date = new Date(),
  id?: number,
): Promise<ResellerRenewalOutcome> {
  const outcome: ResellerRenewalOutcome = { renewed: 0, failed: 0 };
  for (const dueId of await findDue(deps.db, now, id)) {
    try {
      const one = await renewOne(deps, dueId, now);
      if (one !== 'skipped') outcome[one] += 1;
    } catch (error) {
      deps.log.error({ err: error, resellerSubscriptionId: dueId }, 'reseller renewal failed');
    }
  }
  return outcome;
}
