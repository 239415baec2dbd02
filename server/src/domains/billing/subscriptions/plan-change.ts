import type { Kysely, Transaction as DbTransaction } from 'kysely';
import type { DB, PackageRow, SubscriptionRow } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { fromCents } from '../payments/provider';
import type { Proration } from './proration';

type Db = Kysely<DB> | DbTransaction<DB>;

/**
 * The subscription moves to `pkg` at `amount` per interval, its period and usage kept (an upgrade, or a
 * downgrade at its renewal). A custom deal that moves to a plan is a plan from then on. Only if the subscription is
 * still on `fromPackageId` (a concurrent change wins once): true when changed.
 */
export async function switchPlan(
  db: Db,
  row: Pick<SubscriptionRow, 'id'>,
  fromPackageId: number,
  pkg: Pick<PackageRow, 'id'>,
  amount: number,
  at: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      package_id: pkg.id,
      amount,
      is_custom: 0,
      custom_amount: null,
      duration_months: null,
      ends_at: null,
      pending_package_id: null,
      pending_billing_interval: null,
      scheduled_package_id: null,
      last_payment_error: null,
      updated_at: nowIso(at),
    })
    .where('id', '=', row.id)
    .where('package_id', '=', fromPackageId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}

/** The receipt lines of a prorated upgrade, as Stripe's invoice shows them (cents in, currency units out). */
export function prorationLines(
  proration: Pick<Proration, 'credit' | 'charge'>,
  from: string,
  to: string,
  packageId: number,
) {
  return [
    { description: `Unused time on ${from} plan`, amount: -fromCents(proration.credit) },
    {
      description: `Remaining time on ${to} plan`,
      amount: fromCents(proration.charge),
      package_id: packageId,
    },
  ];
}

/** Records the one charge of an upgrade (kind 'subscription', earned by the user's reseller): its id. */
export async function insertUpgradeTransaction(
  db: Db,
  values: {
    subscription: Pick<SubscriptionRow, 'id' | 'user_id' | 'reseller_id' | 'currency'>;
    amount: number;
    description: string;
    provider: string;
    providerRef: string;
    reference: string;
    lineItems: { description: string; amount: number; package_id?: number }[];
    at?: Date;
  },
): Promise<number> {
  const { subscription } = values;
  const row = await db
    .insertInto('transactions')
    .values({
      user_id: subscription.user_id,
      reseller_id: subscription.reseller_id,
      amount: values.amount,
      currency: subscription.currency.toUpperCase(),
      status: 'completed',
      description: values.description,
      provider: values.provider,
      provider_ref: values.providerRef,
      reference: values.reference,
      subscription_id: subscription.id,
      kind: 'subscription',
      earner_reseller_id: subscription.reseller_id,
      line_items: JSON.stringify(values.lineItems),
      created_at: nowIso(values.at ?? new Date()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
