import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@voice/contracts';
import type { ResellerPackageInput } from '@voice/contracts/schemas';
import { forbidden } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { recordChange, recordAudit } from '../../platform';
import {
  listActiveResellerPackages,
  toResellerPackageJson,
} from '../reseller-registration/repository';
import { RESELLER_REGISTRATION_PURPOSE } from '../reseller-registration/messages';
import { RESELLER_BILLING_MESSAGES as M, RESELLER_BILLING_PURPOSE } from './messages';
import { findResellerSubscription, toSummary } from './repository';
import { resellerBillingSchemas as schemas } from './schemas';
import { cancelResellerPackage, resumeResellerPackage } from './lifecycle';
import {
  createResellerPackage,
  editResellerPackage,
  keepingSavedCard,
  platformProvider,
  resellerBillingPaymentHandler,
  startResellerCheckout,
} from './service';
import { tenantBaseUrl } from '../../../lib/site-url';
import {
  findResellerPackage,
  listAllResellerPackages,
  listResellerSubscriptions,
  listResellerTransactions,
  toAdminPackage,
} from './admin-repository';

/**
 * /reseller-billing: a reseller admin's own package with the platform (pay, renew, upgrade; the platform
 * earns it). /super-admin/reseller-*: the platform's reseller packages, every reseller's subscription and
 * what resellers paid.
 */
export async function resellerBillingRoutes(app: FastifyInstance): Promise<void> {
  app.payments.handlers.set(RESELLER_BILLING_PURPOSE, resellerBillingPaymentHandler);
  // The first payment (registration) keeps the sandbox's saved card for the renewals (renewal.ts).
  const registration = app.payments.handlers.get(RESELLER_REGISTRATION_PURPOSE);
  if (!registration) throw new Error('register the reseller registration routes first');
  app.payments.handlers.set(RESELLER_REGISTRATION_PURPOSE, keepingSavedCard(registration));
  const api = app.withTypeProvider<YupTypeProvider>();
  const superAdmin = { access: 'super-admin-area' } as const;

  /** The reseller of the signed-in reseller admin (the permission holds only for reseller admins). */
  function resellerOf(user: { reseller_id: number | null }): number {
    if (user.reseller_id === null) throw forbidden();
    return user.reseller_id;
  }

  /** Edits a reseller package and records the change (audit log: the platform's, reseller_id null). */
  function editAudited(
    request: FastifyRequest,
    id: number,
    input: Partial<ResellerPackageInput>,
    action: AuditAction,
  ) {
    return app.db.transaction().execute(async (trx) => {
      const row = await findResellerPackage(trx, id);
      const data = await editResellerPackage(trx, id, input);
      const { live_subscriptions: _live, ...after } = data;
      const { live_subscriptions: _before, ...before } = row
        ? toAdminPackage(row, data.live_subscriptions)
        : data;
      await recordChange(trx, request, {
        action,
        resellerId: null,
        target: { type: 'reseller-package', id, label: data.name },
        before,
        after,
        always: action !== 'package.update',
      });
      return data;
    });
  }

  api.get(
    '/api/reseller-billing',
    { config: { access: 'reseller-billing' }, schema: schemas.show },
    async (request) => {
      const resellerId = resellerOf(currentUser(request));
      const row = await findResellerSubscription(app.db, resellerId);
      const packages = await listActiveResellerPackages(app.db);
      return {
        success: true,
        data: {
          subscription: row ? toSummary(row, new Date()) : null,
          packages: packages.map(toResellerPackageJson),
        },
      };
    },
  );

  api.post(
    '/api/reseller-billing/checkout',
    { config: { access: 'reseller-billing' }, schema: schemas.checkout },
    async (request) => {
      const user = currentUser(request);
      const resellerId = resellerOf(user);
      const result = await startResellerCheckout(
        {
          db: app.db,
          provider: await platformProvider(app),
          currency: app.config.payments.currency,
          siteUrl: tenantBaseUrl(app.config, request.tenant),
          log: request.log,
        },
        { email: user.email, reseller_id: resellerId },
        request.body,
      );
      return {
        success: true,
        message: result.message,
        data: { checkout_url: result.checkout_url },
      };
    },
  );

  api.post(
    '/api/reseller-billing/cancel',
    {
      config: { access: 'reseller-billing' },
      schema: { ...schemas.lifecycle, summary: "Cancel the reseller's own subscription" },
    },
    async (request) => {
      const data = await cancelResellerPackage(app.db, resellerOf(currentUser(request)));
      return { success: true, message: M.cancelScheduled, data };
    },
  );

  api.post(
    '/api/reseller-billing/resume',
    {
      config: { access: 'reseller-billing' },
      schema: { ...schemas.lifecycle, summary: "Resume the reseller's own subscription" },
    },
    async (request) => {
      const data = await resumeResellerPackage(app.db, resellerOf(currentUser(request)));
      return { success: true, message: M.resumed, data };
    },
  );

  api.get(
    '/api/super-admin/reseller-packages',
    { config: superAdmin, schema: schemas.packages },
    async () => ({ success: true, data: await listAllResellerPackages(app.db) }),
  );

  api.post(
    '/api/super-admin/reseller-packages',
    { config: superAdmin, schema: schemas.createPackage },
    async (request, reply) => {
      const data = await app.db.transaction().execute(async (trx) => {
        const created = await createResellerPackage(trx, request.body);
        const { live_subscriptions: _live, ...after } = created;
        await recordAudit(trx, request, {
          action: 'package.create',
          resellerId: null,
          target: { type: 'reseller-package', id: created.id, label: created.name },
          after,
        });
        return created;
      });
      return reply.code(201).send({ success: true, message: M.packageCreated, data });
    },
  );

  api.put(
    '/api/super-admin/reseller-packages/:id',
    { config: superAdmin, schema: schemas.updatePackage },
    async (request) => {
      const data = await editAudited(request, request.params.id, request.body, 'package.update');
      return { success: true, message: M.packageUpdated, data };
    },
  );

  api.post(
    '/api/super-admin/reseller-packages/:id/retire',
    { config: superAdmin, schema: { ...schemas.packageAction, summary: 'Retire a reseller plan' } },
    async (request) => {
      const data = await editAudited(
        request,
        request.params.id,
        { is_active: false },
        'package.retire',
      );
      return { success: true, message: M.packageRetired, data };
    },
  );

  api.post(
    '/api/super-admin/reseller-packages/:id/activate',
    {
      config: superAdmin,
      schema: { ...schemas.packageAction, summary: 'Put a retired reseller plan on sale again' },
    },
    async (request) => {
      const data = await editAudited(
        request,
        request.params.id,
        { is_active: true },
        'package.activate',
      );
      return { success: true, message: M.packageActivated, data };
    },
  );

  api.get(
    '/api/super-admin/reseller-subscriptions',
    { config: superAdmin, schema: schemas.subscriptions },
    async (request) => {
      const { page, per_page, status, search } = request.query;
      const result = await listResellerSubscriptions(
        app.db,
        { status, search: search || undefined },
        { page, per_page },
        new Date(),
      );
      return { success: true, ...result };
    },
  );

  api.get(
    '/api/super-admin/reseller-transactions',
    { config: superAdmin, schema: schemas.transactions },
    async (request) => {
      const { page, per_page, reseller_id } = request.query;
      const result = await listResellerTransactions(app.db, { reseller_id }, { page, per_page });
      return { success: true, ...result };
    },
  );
}
