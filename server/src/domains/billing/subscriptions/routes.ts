import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingInterval } from '@voice/contracts';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { paymentProviderFor } from '../payments/provider-for-tenant';
import { cancel } from './cancel';
import { billingJobDeps, type SubscriptionDeps } from './deps';
import { startExpiryJob } from './expiry';
import { NO_SUBSCRIPTION, SUBSCRIPTION_PURPOSE, SUBSCRIPTION_UPGRADE_PURPOSE } from './messages';
import { subscriptionPaymentHandler, subscriptionUpgradePaymentHandler } from './payment-handler';
import { handleProviderSubscriptionEvent } from './renewal-events';
import { expireLapsedGrace } from './renewal-repository';
import { toSubscriptionJson } from './presenter';
import { expireEndedSubscriptions, findLiveSubscription, findSubscriptionById } from './repository';
import { subscriptionSchemas as schemas } from './schemas';
import { subscribe, type ActionOutcome } from './subscribe';
import { cancelDowngrade, scheduleDowngrade } from './downgrade';
import { resume } from './resume';
import { quoteUpgrade, upgrade } from './upgrade';
import { fromCents } from '../payments/provider';
import { usageReport } from './usage';
import { tenantBaseUrl } from '../../../lib/site-url';

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.payments.handlers.set(SUBSCRIPTION_PURPOSE, subscriptionPaymentHandler);
  app.payments.handlers.set(SUBSCRIPTION_UPGRADE_PURPOSE, subscriptionUpgradePaymentHandler);
  app.payments.subscriptionEvents = handleProviderSubscriptionEvent;
  const stopExpiryJob = startExpiryJob(billingJobDeps(app));
  app.addHook('onClose', async () => stopExpiryJob());

  const api = app.withTypeProvider<YupTypeProvider>();

  /** The services' dependencies for the signed-in user (its tenant's payment provider). */
  async function depsFor(request: FastifyRequest): Promise<SubscriptionDeps> {
    const user = currentUser(request);
    return {
      db: app.db,
      config: app.config,
      provider: await paymentProviderFor(app, user.reseller_id),
      log: request.log,
      siteUrl: tenantBaseUrl(app.config, request.tenant),
      events: app.payments.events,
    };
  }

  async function actionReply(outcome: ActionOutcome & { endsAt?: string }) {
    const row = await findSubscriptionById(app.db, outcome.subscriptionId);
    return {
      success: true,
      message: outcome.message,
      data: {
        subscription: row ? await toSubscriptionJson(app.db, row) : null,
        checkout_url: outcome.checkoutUrl,
        ...(outcome.endsAt !== undefined ? { ends_at: outcome.endsAt } : {}),
      },
    };
  }

  api.get(
    '/api/subscriptions/current',
    { config: { access: 'authenticated' }, schema: schemas.current },
    async (request) => {
      const user = currentUser(request);
      await expireEndedSubscriptions(app.db, new Date(), user.id);
      await expireLapsedGrace(app.db, new Date(), user.id);
      const row = await findLiveSubscription(app.db, user.id);
      return { success: true, data: row ? await toSubscriptionJson(app.db, row) : null };
    },
  );

  api.get(
    '/api/subscriptions/usage',
    { config: { access: 'authenticated' }, schema: schemas.usage },
    async (request) => {
      const report = await usageReport(app.db, currentUser(request).id);
      if (!report) throw notFound(NO_SUBSCRIPTION);
      return { success: true, data: report.usage };
    },
  );

  // Subscribe and checkout take the same body and reply; subscribe() tells them apart (subscribe.ts).
  for (const mode of ['subscribe', 'checkout'] as const) {
    api.post(
      `/api/subscriptions/${mode}`,
      { config: { access: 'authenticated' }, schema: schemas[mode] },
      async (request) => {
        const { package_id, billing_interval } = request.body;
        const outcome = await subscribe(
          await depsFor(request),
          currentUser(request),
          { package_id, billing_interval: billing_interval as BillingInterval },
          mode,
        );
        return actionReply(outcome);
      },
    );
  }

  api.get(
    '/api/subscriptions/upgrade-preview',
    { config: { access: 'authenticated' }, schema: schemas.upgradePreview },
    async (request) => {
      const quote = await quoteUpgrade(
        await depsFor(request),
        currentUser(request),
        request.query.package_id,
      );
      const { proration, live, pkg, newAmount } = quote;
      return {
        success: true,
        data: {
          package_id: pkg.id,
          billing_interval: live.billing_interval,
          new_amount: newAmount,
          currency: live.currency,
          credit: proration ? fromCents(proration.credit) : 0,
          charge: proration ? fromCents(proration.charge) : 0,
          amount_due: proration ? Math.max(0, fromCents(proration.total)) : 0,
          proration_date: proration
            ? new Date(proration.prorationDate * 1000).toISOString()
            : new Date().toISOString(),
          current_period_end: live.current_period_end,
        },
      };
    },
  );

  api.post(
    '/api/subscriptions/upgrade',
    { config: { access: 'authenticated' }, schema: schemas.upgrade },
    async (request) => {
      const outcome = await upgrade(
        await depsFor(request),
        currentUser(request),
        request.body.package_id,
        request.body.proration_date,
      );
      return actionReply(outcome);
    },
  );

  api.post(
    '/api/subscriptions/downgrade',
    { config: { access: 'authenticated' }, schema: schemas.downgrade },
    async (request) => {
      const outcome = await scheduleDowngrade(
        await depsFor(request),
        currentUser(request),
        request.body.package_id,
      );
      return actionReply(outcome);
    },
  );

  api.post(
    '/api/subscriptions/downgrade/cancel',
    { config: { access: 'authenticated' }, schema: schemas.cancelDowngrade },
    async (request) => {
      return actionReply(await cancelDowngrade(await depsFor(request), currentUser(request)));
    },
  );

  api.post(
    '/api/subscriptions/resume',
    { config: { access: 'authenticated' }, schema: schemas.resume },
    async (request) => {
      return actionReply(await resume(await depsFor(request), currentUser(request)));
    },
  );

  api.post(
    '/api/subscriptions/cancel',
    { config: { access: 'authenticated' }, schema: schemas.cancel },
    async (request) => {
      const outcome = await cancel(await depsFor(request), currentUser(request));
      return actionReply({ ...outcome, checkoutUrl: null });
    },
  );
}
