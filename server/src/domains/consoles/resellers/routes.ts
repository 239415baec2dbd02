import type { FastifyInstance } from 'fastify';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { mailerFor } from '../../platform';
import { superAdminOverviewRoutes } from '../super-admin-overview/routes';
import { listResellers } from '../../tenancy';
import { resellerSchemas } from './schemas';
import { RESELLER_MESSAGES, changePackage, changeStatus, resellerDetail } from './service';

const superAdmin = { access: 'super-admin-area' } as const;

/** The super admin's resellers console and the platform overview of /super-admin. */
export async function resellerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  await app.register(superAdminOverviewRoutes);

  /**
   * Every reseller by name (the pickers of spec 001 §7 read {id, org_name} of each item), or one page of
   * them with ?page= / ?per_page=; ?search= (name, subdomain, email) and ?status= narrow.
   */
  api.get(
    '/api/super-admin/resellers',
    { config: superAdmin, schema: resellerSchemas.list },
    async (request) => {
      const { page, per_page, search, status } = request.query;
      const paging =
        page === undefined && per_page === undefined
          ? null
          : { page: page ?? 1, per_page: per_page ?? 15 };
      return { success: true, ...(await listResellers(app.db, { search, status }, paging)) };
    },
  );

  api.get(
    '/api/super-admin/resellers/:id',
    { config: superAdmin, schema: resellerSchemas.show },
    async (request) => ({ success: true, data: await resellerDetail(app, request.params.id) }),
  );

  const statusDeps = () => ({
    db: app.db,
    config: app.config,
    mailer: mailerFor(app),
    log: app.log,
  });

  api.post(
    '/api/super-admin/resellers/:id/suspend',
    { config: superAdmin, schema: { ...resellerSchemas.status, summary: 'Suspend a reseller' } },
    async (request) => ({
      success: true,
      message: RESELLER_MESSAGES.suspended,
      data: await changeStatus(
        statusDeps(),
        request,
        request.params.id,
        'suspended',
        request.body.reason,
      ),
    }),
  );

  api.post(
    '/api/super-admin/resellers/:id/activate',
    { config: superAdmin, schema: { ...resellerSchemas.status, summary: 'Activate a reseller' } },
    async (request) => ({
      success: true,
      message: RESELLER_MESSAGES.activated,
      data: await changeStatus(
        statusDeps(),
        request,
        request.params.id,
        'active',
        request.body.reason,
      ),
    }),
  );

  api.put(
    '/api/super-admin/resellers/:id/package',
    { config: superAdmin, schema: resellerSchemas.changePackage },
    async (request) => ({
      success: true,
      message: RESELLER_MESSAGES.packageChanged,
      data: await changePackage(app, request, request.params.id, request.body),
    }),
  );
}
