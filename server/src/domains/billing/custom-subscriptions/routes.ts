import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_APP_NAME, tenantScope } from '@voice/contracts';
import { depsOf, recordAudit } from '../../platform';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { throttleFor } from '../../../lib/throttle';
import { hashToken } from '../../../lib/tokens';
import { currentUser } from '../../../plugins/auth';
import { toPackageJson } from '../packages/repository';
import { paymentProviderFor } from '../payments/provider-for-tenant';
import { toCents } from '../payments/provider';
import { PAY_TOKEN_PATTERN } from './link-token';
import { sendPayPage } from './pay-page';
import { CUSTOM_SUBSCRIPTION_PURPOSE, customSubscriptionPaymentHandler } from './payment-handler';
import {
  findCustomSubscription,
  findLinkByHash,
  rememberCheckout,
  type CustomSubscriptionRow,
  listPackagesInScope,
} from './repository';
import { listSubscriptionsPage } from './subscriptions-list-repository';
import { customSubscriptionSchemas } from './schemas';
import {
  ACTIVATED,
  CREATED,
  RESENT,
  createCustomSubscription,
  linkState,
  listForAdmin,
  resendPaymentLink,
} from './service';
import { activateByAdmin } from './activation';
import { resellerBaseUrl } from '../../../lib/site-url';

/** Visits of /pay/{token} per IP and minute: enough to retry a payment, not to script checkouts. */
export const PAY_LINK_VISITS_PER_MINUTE = 20;

/** A subscription as the audit log names it. */
const subscriptionTarget = (row: CustomSubscriptionRow) => ({
  type: 'subscription',
  id: row.id,
  label: `${row.user_email} · ${row.package_name}`,
});

/**
 * The Custom Subscription Manager (spec 000 §2, §7), the tenant's subscription list (/admin/subscriptions) and
 * the public /pay/{token} links. Platform admins act on every tenant, a reseller admin on its own tenant's users
 * and plans only (tenantScope).
 */
export async function customSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.payments.handlers.set(CUSTOM_SUBSCRIPTION_PURPOSE, customSubscriptionPaymentHandler);
  const api = app.withTypeProvider<YupTypeProvider>();
  const access = { access: 'subscriptions.manage' as const };

  api.get(
    '/api/admin/subscriptions/custom',
    { config: access, schema: customSubscriptionSchemas.list },
    async (request) => {
      const { data, summary } = await listForAdmin(depsOf(app), tenantScope(currentUser(request)));
      return { success: true, data, summary };
    },
  );

  api.get(
    '/api/admin/subscriptions/packages',
    { config: access, schema: customSubscriptionSchemas.packages },
    async (request) => {
      const rows = await listPackagesInScope(app.db, tenantScope(currentUser(request)));
      return {
        success: true,
        data: rows.map((row) => ({ ...toPackageJson(row), reseller_id: row.reseller_id })),
      };
    },
  );

  api.post(
    '/api/admin/subscriptions/custom/create',
    { config: access, schema: customSubscriptionSchemas.create },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await createCustomSubscription(
        depsOf(app),
        user,
        tenantScope(user),
        request.body,
        request.log,
      );
      const row = await findCustomSubscription(app.db, data.subscription.id);
      if (row) {
        // Never the payment link: its token pays the subscription.
        await recordAudit(app.db, request, {
          action: 'custom-subscription.create',
          resellerId: row.reseller_id,
          target: subscriptionTarget(row),
          after: {
            user_email: row.user_email,
            package: row.package_name,
            custom_amount: data.amount,
            billing_interval: row.billing_interval,
            duration_months: row.duration_months,
            status: row.status,
          },
        });
      }
      return reply.code(201).send({ success: true, message: CREATED, data });
    },
  );

  api.post(
    '/api/admin/subscriptions/custom/activate',
    { config: access, schema: customSubscriptionSchemas.activate },
    async (request) => {
      const user = currentUser(request);
      await activateByAdmin(
        depsOf(app),
        tenantScope(user),
        request.body.subscription_id,
        (trx, row) =>
          recordAudit(trx, request, {
            action: 'custom-subscription.activate',
            resellerId: row.reseller_id,
            target: subscriptionTarget(row),
            before: { status: 'pending' },
            after: { status: 'active' },
          }),
      );
      return { success: true, message: ACTIVATED };
    },
  );

  api.post(
    '/api/admin/subscriptions/custom/resend-payment-link',
    { config: access, schema: customSubscriptionSchemas.resend },
    async (request) => {
      const user = currentUser(request);
      const data = await resendPaymentLink(
        depsOf(app),
        user,
        tenantScope(user),
        request.body.subscription_id,
        request.log,
      );
      const row = await findCustomSubscription(app.db, request.body.subscription_id);
      if (row) {
        await recordAudit(app.db, request, {
          action: 'custom-subscription.resend',
          resellerId: row.reseller_id,
          target: subscriptionTarget(row),
          details: { link_expires_at: data.expires_at },
        });
      }
      return { success: true, message: RESENT, data };
    },
  );

  api.get(
    '/api/admin/subscriptions',
    { config: access, schema: customSubscriptionSchemas.adminList },
    async (request) => {
      const query = request.query;
      const page = await listSubscriptionsPage(app.db, tenantScope(currentUser(request)), {
        page: query.page,
        per_page: query.per_page,
        status: query.status,
      });
      return { success: true, ...page };
    },
  );

  /**
   * GET /pay/{token}: a payment link (public, outside the API and the SPA). A visit sends the customer to the
   * link's open provider checkout while it can still be paid (openCheckout), else opens a new one (checkout sessions
   * last at most 24 hours, a link 7 days) and keeps it on the subscription; a link that cannot be paid shows a page
   * saying why, branded with the tenant's name. PAY_LINK_VISITS_PER_MINUTE visits per IP and minute, then 429.
   */
  app.get<{ Params: { token: string }; Querystring: { cancelled?: string; paid?: string } }>(
    '/pay/:token',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { token } = request.params;
      const visits = await throttleFor(app, 'pay-link', PAY_LINK_VISITS_PER_MINUTE).hit(request.ip);
      if (visits.count > PAY_LINK_VISITS_PER_MINUTE) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(visits.resetInMs / 1000))));
        return sendPayPage(reply, 429, 'busy', DEFAULT_APP_NAME);
      }
      const link = PAY_TOKEN_PATTERN.test(token)
        ? await findLinkByHash(app.db, hashToken(token))
        : undefined;
      const subscription = link
        ? await findCustomSubscription(app.db, link.subscription_id)
        : undefined;
      if (!link || !subscription) return sendPayPage(reply, 404, 'invalid', DEFAULT_APP_NAME);

      const brand = subscription.app_name || DEFAULT_APP_NAME;
      const site = resellerBaseUrl(app.config, subscription);
      const signIn = { label: 'Sign in', url: `${site}/login` };
      if (subscription.status === 'active') {
        return sendPayPage(reply, 200, link.used_at ? 'paid' : 'active', brand, signIn);
      }
      const state = linkState(link);
      if (state === 'used') return sendPayPage(reply, 410, 'used', brand, signIn);
      // A deal scheduled after an ending plan is paid ahead; it starts when that plan ends.
      const payable = subscription.status === 'pending' || subscription.status === 'scheduled';
      if (!payable) return sendPayPage(reply, 410, 'closed', brand);
      if (state === 'revoked') return sendPayPage(reply, 410, 'revoked', brand);
      if (state === 'expired') return sendPayPage(reply, 410, 'expired', brand);

      const self = `${site}/pay/${token}`;
      if (request.query.cancelled !== undefined) {
        return sendPayPage(reply, 200, 'cancelled', brand, { label: 'Try again', url: self });
      }
      const provider = await paymentProviderFor(app, subscription.reseller_id);
      if (!provider) return sendPayPage(reply, 503, 'unavailable', brand);
      try {
        const open =
          subscription.provider_checkout_id && provider.openCheckout
            ? await provider.openCheckout(subscription.provider_checkout_id)
            : null;
        if (open) return reply.header('cache-control', 'no-store').redirect(open.url, 302);
        const checkout = await provider.createCheckout({
          reference: `${subscription.reference}_${randomBytes(6).toString('hex')}`,
          description: `${subscription.package_name} (${subscription.duration_months ?? 0} months) - ${brand}`,
          amount: toCents(Number(subscription.custom_amount ?? subscription.amount)),
          currency: subscription.currency.toLowerCase(),
          interval: subscription.billing_interval === 'yearly' ? 'year' : 'month',
          customerEmail: subscription.user_email,
          successUrl: `${self}?paid=1`,
          cancelUrl: `${self}?cancelled=1`,
          metadata: {
            purpose: CUSTOM_SUBSCRIPTION_PURPOSE,
            subscription_id: String(subscription.id),
          },
        });
        await rememberCheckout(app.db, subscription.id, checkout.id);
        return reply.header('cache-control', 'no-store').redirect(checkout.url, 302);
      } catch (error) {
        request.log.error(
          { err: error, subscriptionId: subscription.id },
          'payment link checkout failed',
        );
        return sendPayPage(reply, 503, 'unavailable', brand);
      }
    },
  );
}
