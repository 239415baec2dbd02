import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StripeConfiguration } from '@voice/contracts';
import { depsOf, recordChange } from '../../platform';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { paymentEventDeps } from '../payments/deps';
import { receivePaymentWebhook } from '../payments/webhooks';
import { paymentSettingsSchemas } from './schemas';
import {
  readStripeConfiguration,
  removeStripeConfiguration,
  resellerStripeProvider,
  saveStripeConfiguration,
  STRIPE_CONFIGURATION_REMOVED,
  STRIPE_CONFIGURATION_SAVED,
} from './service';

type SignedInUser = ReturnType<typeof currentUser>;

const STRIPE_TARGET = { type: 'payment-settings', label: 'Stripe keys' };

/** The keys as the audit log keeps them: the secrets' masked forms are masked again there (never stored). */
function auditedKeys(view: StripeConfiguration): Record<string, unknown> {
  if (view.scope !== 'reseller') return {};
  const { publishable_key, secret_key_masked, webhook_secret_masked, configured } = view;
  return { publishable_key, secret_key_masked, webhook_secret_masked, configured };
}

/** /admin/stripe-configuration: a reseller admin's own Stripe keys (platform admins: the platform's, read-only). */
export async function paymentSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/admin/stripe-configuration',
    { config: { access: 'payment-settings.read' }, schema: paymentSettingsSchemas.read },
    async (request) => {
      const data = await readStripeConfiguration(depsOf(app), currentUser(request));
      return { success: true, data };
    },
  );

  /**
   * Saves or removes the signed-in admin's keys (`change`): audited every time, even when nothing changed, with the
   * keys before and after (masked), then logged.
   */
  async function changeKeys<T extends StripeConfiguration>(
    request: FastifyRequest,
    action: 'payment-settings.update' | 'payment-settings.delete',
    change: (user: SignedInUser) => Promise<T>,
    logMessage: string,
  ): Promise<T> {
    const user = currentUser(request);
    const before = await readStripeConfiguration(depsOf(app), user);
    const data = await change(user);
    await recordChange(app.db, request, {
      action,
      resellerId: user.reseller_id,
      target: { ...STRIPE_TARGET, id: user.reseller_id },
      before: auditedKeys(before),
      after: auditedKeys(data),
      always: true,
    });
    request.log.info({ reseller: user.reseller_id }, logMessage);
    return data;
  }

  api.put(
    '/api/admin/stripe-configuration',
    { config: { access: 'payment-settings.edit' }, schema: paymentSettingsSchemas.save },
    async (request) => {
      const data = await changeKeys(
        request,
        'payment-settings.update',
        (user) => saveStripeConfiguration(depsOf(app), user, request.body),
        'stripe configuration saved',
      );
      return { success: true, message: STRIPE_CONFIGURATION_SAVED, data };
    },
  );

  api.delete(
    '/api/admin/stripe-configuration',
    { config: { access: 'payment-settings.edit' }, schema: paymentSettingsSchemas.remove },
    async (request) => {
      const data = await changeKeys(
        request,
        'payment-settings.delete',
        (user) => removeStripeConfiguration(depsOf(app), user),
        'stripe configuration removed',
      );
      return { success: true, message: STRIPE_CONFIGURATION_REMOVED, data };
    },
  );

  await app.register(resellerWebhookRoutes);
}

/**
 * POST /api/webhooks/stripe/reseller/:resellerId: the events of a reseller's own Stripe account, verified with
 * that reseller's webhook signing secret and handled by the same purpose handlers as the platform's
 * (payments/webhooks.ts). 404 when the reseller has no keys saved, 400 for a bad signature. The body is kept
 * as the exact string received (an encapsulated parser, as in payments/webhooks.ts).
 */
async function resellerWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/webhooks/stripe/reseller/:resellerId',
    {
      config: { rateLimit: false, access: 'public' },
      schema: paymentSettingsSchemas.resellerWebhook,
    },
    async (request) => {
      if (!app.payments.provider) throw notFound();
      const provider = await resellerStripeProvider(app, request.params.resellerId);
      if (!provider) throw notFound();
      return receivePaymentWebhook(paymentEventDeps(app), provider, request);
    },
  );
}
