import type { Kysely } from 'kysely';
import type { DB, TransactionLineItem } from '../../../db/schema';
import { findResellerById, loadEmailBranding } from '../../tenancy';
import type { AccountEmailDeps } from './deps';
import { sendOnce, type NotificationKind } from '../../platform';
import {
  newCustomerSubscriptionEmail,
  paymentFailedEmail,
  receiptEmail,
  type Seller,
} from './templates';
import { siteUrlFor } from '../../../lib/site-url';
import {
  findTransactionForEmail,
  listActiveResellerAdmins,
  listUnsentNewCustomerNotices,
  listUnsentPaymentFailures,
  listUnsentReceipts,
} from './repository';

type LoadedTransaction = NonNullable<Awaited<ReturnType<typeof findTransactionForEmail>>>;

/**
 * Whose brand and seller details a payment carries: a reseller's package is bought from the platform; a user's
 * plan from the user's tenant (its reseller, or the platform on the main host).
 */
function tenantOf(tx: LoadedTransaction): number | null {
  return tx.kind === 'reseller' ? null : tx.user_reseller_id;
}

async function sellerOf(deps: AccountEmailDeps, resellerId: number | null): Promise<Seller> {
  const reseller = resellerId === null ? undefined : await findResellerById(deps.db, resellerId);
  if (reseller) {
    return {
      name: reseller.org_name,
      email: reseller.support_email ?? reseller.company_email,
      phone: reseller.company_phone,
      website: reseller.website,
    };
  }
  const branding = await loadEmailBranding(deps, null);
  return {
    name: branding.appName,
    email: branding.supportEmail,
    phone: null,
    website: branding.siteUrl,
  };
}

function lineItemsOf(tx: LoadedTransaction): { description: string; amount: number }[] {
  const items = (tx.line_items ?? []) as TransactionLineItem[];
  return items.map((item) => ({ description: item.description, amount: Number(item.amount) }));
}

/** Renders and sends the receipt of a completed payment to its payer (no once-only check: see sendReceipts). */
export async function sendReceipt(deps: AccountEmailDeps, transactionId: number): Promise<boolean> {
  const tx = await findTransactionForEmail(deps.db, transactionId);
  if (!tx || tx.status !== 'completed' || tx.user_deleted_at) return false;
  const tenant = tenantOf(tx);
  const site = siteUrlFor(deps.config, tx);
  const plan =
    tx.package_name && tx.billing_interval
      ? { name: tx.package_name, interval: tx.billing_interval }
      : null;
  const period =
    tx.kind !== 'reseller' && tx.current_period_start && tx.current_period_end
      ? { start: tx.current_period_start, end: tx.current_period_end }
      : null;
  const facts = {
    receiptNumber: tx.id,
    paidAt: tx.created_at,
    amount: Number(tx.amount),
    currency: tx.currency,
    description: tx.description ?? plan,
    plan: tx.kind === 'reseller' ? null : plan,
    period,
    lineItems: lineItemsOf(tx),
    buyer: { name: tx.user_name, email: tx.user_email, company: tx.user_company },
    seller: await sellerOf(deps, tenant),
    receiptUrl: `${site}/transactions/${tx.id}`,
  };
  await deps.mailer.send({
    compose: (locale) => receiptEmail(facts, locale),
    to: tx.user_email,
    resellerId: tenant,
  });
  return true;
}

async function sendPaymentFailed(deps: AccountEmailDeps, transactionId: number): Promise<void> {
  const tx = await findTransactionForEmail(deps.db, transactionId);
  if (!tx || tx.user_deleted_at) return;
  const site = siteUrlFor(deps.config, tx);
  const packageId = tx.pending_package_id ?? tx.package_id;
  // A plan still waiting for its first payment is paid on /payment; an upgrade or a custom deal from /subscription.
  const payUrl =
    tx.subscription_status !== 'pending' ||
    Number(tx.is_custom) === 1 ||
    packageId === null ||
    tx.billing_interval === null
      ? `${site}/subscription`
      : `${site}/payment?package_id=${packageId}&interval=${tx.billing_interval}`;
  const [what, ...reason] = (tx.description ?? '').split(': ');
  const facts = {
    name: tx.user_name,
    description: what || null,
    amount: Number(tx.amount),
    currency: tx.currency,
    reason: reason.join(': '),
    payUrl,
  };
  await deps.mailer.send({
    compose: (locale) => paymentFailedEmail(facts, locale),
    to: tx.user_email,
    resellerId: tenantOf(tx),
  });
}

async function sendNewCustomerNotice(deps: AccountEmailDeps, transactionId: number): Promise<void> {
  const tx = await findTransactionForEmail(deps.db, transactionId);
  if (!tx || tx.user_reseller_id === null) return;
  const admins = await listActiveResellerAdmins(deps.db, tx.user_reseller_id);
  const site = siteUrlFor(deps.config, tx);
  for (const admin of admins) {
    const facts = {
      adminName: admin.name,
      customer: { name: tx.user_name, email: tx.user_email },
      description: tx.description ?? tx.package_name,
      amount: Number(tx.amount),
      currency: tx.currency,
      siteUrl: site,
    };
    await deps.mailer.send({
      compose: (locale) => newCustomerSubscriptionEmail(facts, locale),
      to: admin.email,
      resellerId: tx.user_reseller_id,
    });
  }
}

/** One sweep's work: which transactions get which email. */
const SWEEPS: {
  kind: NotificationKind;
  select: (db: Kysely<DB>) => Promise<{ id: number }[]>;
  send: (deps: AccountEmailDeps, id: number) => Promise<unknown>;
}[] = [
  {
    // Every completed payment of a user (plans, renewals, upgrades, custom deals, reseller packages).
    kind: 'receipt',
    select: listUnsentReceipts,
    send: sendReceipt,
  },
  {
    // A declined checkout (a failed renewal has its own email with the grace period: renewal.ts).
    kind: 'payment_failed',
    select: listUnsentPaymentFailures,
    send: sendPaymentFailed,
  },
  {
    // A reseller's customer starts a plan or a custom deal.
    kind: 'new_customer_subscription',
    select: listUnsentNewCustomerNotices,
    send: sendNewCustomerNotice,
  },
];

/**
 * Sends the emails that transactions call for and have not had: a receipt for each completed payment, a
 * "payment failed" for each declined checkout, a notice to the reseller's admins for each new customer
 * subscription. Each is claimed in email_notifications before it is sent, so a webhook delivered twice, two
 * instances sweeping at once or a payment path that announces nothing still yield exactly one email.
 * An email that could not be stored is logged and tried again by the next sweep.
 */
export async function sweepTransactionEmails(deps: AccountEmailDeps): Promise<number> {
  let sent = 0;
  for (const sweep of SWEEPS) {
    for (const { id } of await sweep.select(deps.db)) {
      try {
        if (
          await sendOnce(deps.db, sweep.kind, String(id), () =>
            sweep.send(deps, id).then(() => undefined),
          )
        )
          sent += 1;
      } catch (error) {
        deps.log.error(
          { err: error, transactionId: id, email: sweep.kind },
          'payment email failed',
        );
      }
    }
  }
  return sent;
}
