import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CUSTOM_SUBSCRIPTION_MESSAGES,
  paymentLinkExpiresAt,
  type BillingInterval,
  type CustomSubscription,
} from '@voice/contracts';
import { type Deps, formatEmailAmount, formatEmailDateTime } from '../../platform';
import { notFound, ValidationFailed } from '../../../lib/http-error';
import { hashToken } from '../../../lib/tokens';
import { nowIso } from '../../../lib/time';
import { endingPlanEnd, findLiveSubscription } from '../subscriptions/repository';
import { linkToken, tokenOfStoredLink } from './link-token';
import {
  findActivePackage,
  findClientInScope,
  findCustomSubscription,
  findScheduledDeal,
  insertPaymentLink,
  insertSubscription,
  latestLinks,
  listCustomSubscriptions,
  revokeLiveLinks,
  forgetCheckout,
  type CustomSubscriptionRow,
  type PaymentLinkRecord,
  type TenantScope,
} from './repository';
import { resellerBaseUrl, type ResellerSite } from '../../../lib/site-url';
import { isUniqueViolation } from '../../../lib/unique-violation';

export const INVALID_USER = 'The selected user is invalid.';
export const INVALID_PACKAGE = 'The selected package is invalid.';
export const USER_HAS_SUBSCRIPTION = 'This user already has an active or pending subscription.';
export const NOT_PENDING = 'Only a subscription awaiting payment can be changed.';
export const ACTIVATED = CUSTOM_SUBSCRIPTION_MESSAGES.activated;
export const RESENT = CUSTOM_SUBSCRIPTION_MESSAGES.resent;
export const CREATED = CUSTOM_SUBSCRIPTION_MESSAGES.created;

export interface CreateInput {
  user_id: number;
  package_id: number;
  custom_amount: number;
  billing_interval: string;
  duration_months: number;
}

export interface IssuedLink {
  payment_link: string;
  expires_at: string;
}

export interface Summary {
  total: number;
  pending: number;
  active: number;
  expired_links: number;
}

/** The site of the subscription's tenant: `${APP_URL}`, its verified custom domain or `http://<sub>.<APP_DOMAIN>:<port>`. */
export function payUrl(config: Deps['config'], site: ResellerSite | null, token: string): string {
  return `${resellerBaseUrl(config, site)}/pay/${token}`;
}

/**
 * Issues a new /pay/{token} link for a subscription: every earlier live link is revoked first (one live link
 * per subscription), the new one expires after 7 days. Only the token's SHA-256 is stored.
 */
export async function issuePaymentLink(
  deps: Pick<Deps, 'db' | 'config'>,
  subscription: { id: number; subdomain: string | null; custom_domain: string | null },
  createdBy: number | null,
  now = new Date(),
): Promise<IssuedLink> {
  const previous = (await latestLinks(deps.db, [subscription.id])).get(subscription.id);
  // Tokens derive from (subscription, creation time): two links of one subscription never share a millisecond.
  let at = now.getTime();
  if (previous) at = Math.max(at, new Date(previous.created_at).getTime() + 1);
  const createdAt = new Date(at).toISOString();
  const token = linkToken(deps.config, subscription.id, createdAt);
  const expiresAt = paymentLinkExpiresAt(createdAt).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await revokeLiveLinks(trx, subscription.id, createdAt);
    await forgetCheckout(trx, subscription.id);
    await insertPaymentLink(trx, {
      subscription_id: subscription.id,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_by: createdBy,
      created_at: createdAt,
    });
  });
  return {
    payment_link: payUrl(deps.config, subscription, token),
    expires_at: expiresAt,
  };
}

/** A link's state at `now`. */
export function linkState(
  link: Pick<PaymentLinkRecord, 'expires_at' | 'used_at' | 'revoked_at'>,
  now = new Date(),
): 'live' | 'expired' | 'used' | 'revoked' {
  if (link.used_at) return 'used';
  if (link.revoked_at) return 'revoked';
  if (new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** A pending subscription whose newest link is no longer live (spec 000 §4: "expired link"). */
function hasExpiredLink(
  row: CustomSubscriptionRow,
  link: PaymentLinkRecord | undefined,
  now: Date,
) {
  if (row.status !== 'pending') return false;
  return !link || linkState(link, now) !== 'live';
}

export function toCustomSubscriptionJson(
  deps: Pick<Deps, 'config'>,
  row: CustomSubscriptionRow,
  link: PaymentLinkRecord | undefined,
  now = new Date(),
): CustomSubscription & { payment_link_expires_at: string | null; link_expired: boolean } {
  const live = row.status === 'pending' && link && linkState(link, now) === 'live';
  const token = live && link ? tokenOfStoredLink(deps.config, link) : null;
  return {
    id: row.id,
    user: { name: row.user_name, email: row.user_email },
    package: { name: row.package_name, description: row.package_description },
    custom_amount: Number(row.custom_amount ?? row.amount),
    status: row.status,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    payment_link_url: token ? payUrl(deps.config, row, token) : null,
    payment_link_expires_at: token && link ? link.expires_at : null,
    link_expired: hasExpiredLink(row, link, now),
    created_at: row.created_at,
    billing_interval: row.billing_interval,
    duration_months: row.duration_months ?? 0,
  };
}

export async function listForAdmin(deps: Pick<Deps, 'db' | 'config'>, scope: TenantScope) {
  const rows = await listCustomSubscriptions(deps.db, scope);
  const links = await latestLinks(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const data = rows.map((row) => toCustomSubscriptionJson(deps, row, links.get(row.id), now));
  const summary: Summary = {
    total: data.length,
    pending: data.filter((item) => item.status === 'pending').length,
    active: data.filter((item) => item.status === 'active').length,
    expired_links: data.filter((item) => item.link_expired).length,
  };
  return { data, summary };
}

async function sendLinkEmail(
  deps: Deps,
  row: CustomSubscriptionRow,
  link: IssuedLink,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const total = Number(row.custom_amount ?? row.amount);
    const currency = row.currency.toUpperCase();
    const plan = row.package_name;
    const months = row.duration_months ?? 0;
    await deps.mailer.send({
      to: row.user_email,
      compose: (locale) => {
        const { i18n } = locale;
        const amount =
          locale.language === 'en'
            ? `${total.toFixed(2)} ${currency}`
            : formatEmailAmount(total, currency, locale);
        return {
          subject: i18n._(
            /*i18n*/ {
              id: 'email.customLink.subject',
              message: 'Your {plan} subscription: complete your payment',
              values: { plan },
            },
          ),
          heading: i18n._(
            /*i18n*/ {
              id: 'email.hello',
              message: 'Hello {name},',
              values: { name: row.user_name },
            },
          ),
          lines: [
            row.billing_interval === 'yearly'
              ? i18n._(
                  /*i18n*/ {
                    id: 'email.customLink.preparedYearly',
                    message:
                      'A {plan} subscription has been prepared for you: {amount} per year for {months} months.',
                    values: { plan, amount, months },
                  },
                )
              : i18n._(
                  /*i18n*/ {
                    id: 'email.customLink.preparedMonthly',
                    message:
                      'A {plan} subscription has been prepared for you: {amount} per month for {months} months.',
                    values: { plan, amount, months },
                  },
                ),
            i18n._(
              /*i18n*/ {
                id: 'email.customLink.payBelow',
                message: 'Use the button below to pay securely and activate it.',
              },
            ),
            i18n._(
              /*i18n*/ {
                id: 'email.customLink.expires',
                message: 'This link expires on {date}.',
                values: { date: formatEmailDateTime(link.expires_at, locale) },
              },
            ),
          ],
          action: {
            label: i18n._(/*i18n*/ { id: 'email.paymentFailed.action', message: 'Pay now' }),
            url: link.payment_link,
          },
        };
      },
      resellerId: row.reseller_id,
    });
  } catch (error) {
    // The admin still has the link ('Copy Link') and can resend it.
    log.error({ err: error, subscriptionId: row.id }, 'payment link email failed');
  }
}

/** POST /api/admin/subscriptions/custom/create */
export async function createCustomSubscription(
  deps: Deps,
  admin: { id: number },
  scope: TenantScope,
  input: CreateInput,
  log: FastifyBaseLogger,
) {
  const errors: Record<string, string[]> = {};
  const client = await findClientInScope(deps.db, scope, input.user_id);
  const validClient = client && client.role === 'user' && client.status === 'active';
  if (!validClient) errors.user_id = [INVALID_USER];
  const plan = await findActivePackage(deps.db, input.package_id);
  // A user buys only its own tenant's plans (a platform plan for a main-host user).
  if (!plan || (validClient && plan.reseller_id !== client.reseller_id)) {
    errors.package_id = [INVALID_PACKAGE];
  } else if (scope.kind === 'reseller' && plan.reseller_id !== scope.resellerId) {
    errors.package_id = [INVALID_PACKAGE];
  }
  // A plan that is cancelled and running out is followed by the deal (scheduled: it starts when the plan ends).
  let follows = false;
  if (validClient && !errors.package_id) {
    const live = await findLiveSubscription(deps.db, client.id);
    follows = live !== undefined && endingPlanEnd(live) !== null;
    if ((live && !follows) || (await findScheduledDeal(deps.db, client.id))) {
      errors.user_id = [USER_HAS_SUBSCRIPTION];
    }
  }
  if (Object.keys(errors).length > 0 || !client || !plan) {
    throw new ValidationFailed(errors, errors.user_id?.[0] ?? errors.package_id?.[0]);
  }

  const now = nowIso();
  let id: number;
  try {
    id = await insertSubscription(deps.db, {
      user_id: client.id,
      reseller_id: client.reseller_id,
      package_id: plan.id,
      status: follows ? 'scheduled' : 'pending',
      billing_interval: input.billing_interval as BillingInterval,
      amount: input.custom_amount,
      currency: deps.config.payments.currency.toUpperCase(),
      reference: `cs_${randomBytes(16).toString('hex')}`,
      is_custom: 1,
      custom_amount: input.custom_amount,
      duration_months: input.duration_months,
      created_by: admin.id,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // The database's one-live-subscription index (a concurrent create or subscribe won).
    if (isUniqueViolation(error)) {
      throw new ValidationFailed({ user_id: [USER_HAS_SUBSCRIPTION] }, USER_HAS_SUBSCRIPTION);
    }
    throw error;
  }
  const row = await findCustomSubscription(deps.db, id);
  if (!row) throw new Error('custom subscription vanished');
  const link = await issuePaymentLink(
    deps,
    { id, subdomain: row.subdomain, custom_domain: row.custom_domain },
    admin.id,
  );
  await sendLinkEmail(deps, row, link, log);
  const links = await latestLinks(deps.db, [id]);
  return {
    payment_link: link.payment_link,
    amount: input.custom_amount,
    expires_at: link.expires_at,
    subscription: toCustomSubscriptionJson(deps, row, links.get(id)),
  };
}

export async function pendingInScope(deps: Pick<Deps, 'db'>, scope: TenantScope, id: number) {
  const row = await findCustomSubscription(deps.db, id, scope);
  if (!row) throw notFound();
  const unpaidScheduled = row.status === 'scheduled' && row.current_period_start === null;
  if (row.status !== 'pending' && !unpaidScheduled) {
    throw new ValidationFailed({ subscription_id: [NOT_PENDING] }, NOT_PENDING);
  }
  return row;
}

/** POST /api/admin/subscriptions/custom/resend-payment-link: a new link; the old one stops working. */
export async function resendPaymentLink(
  deps: Deps,
  admin: { id: number },
  scope: TenantScope,
  id: number,
  log: FastifyBaseLogger,
): Promise<IssuedLink> {
  const row = await pendingInScope(deps, scope, id);
  const link = await issuePaymentLink(
    deps,
    { id, subdomain: row.subdomain, custom_domain: row.custom_domain },
    admin.id,
  );
  await sendLinkEmail(deps, row, link, log);
  return link;
}
