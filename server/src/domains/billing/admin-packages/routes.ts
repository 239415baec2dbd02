import type { FastifyInstance } from 'fastify';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { adminPackageSchemas } from './schemas';
import {
  createPackage,
  editPackage,
  listPackages,
  PACKAGE_MESSAGES,
  removePackage,
  setActive,
} from './service';

/**
 * /admin/packages: the admin's tenant's plans. A reseller admin manages its reseller's plans (sold to its users on
 * its site), a platform admin the platform's (reseller_id NULL). A plan in use is retired, never deleted.
 */
export async function adminPackageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const access = { access: 'packages.manage' } as const;
  const deps = { db: app.db };

  api.get(
    '/api/admin/packages',
    { config: access, schema: adminPackageSchemas.list },
    async (request) => ({
      success: true,
      data: await listPackages(deps, currentUser(request)),
    }),
  );

  api.post(
    '/api/admin/packages',
    { config: access, schema: adminPackageSchemas.create },
    async (request, reply) => {
      const data = await createPackage(deps, currentUser(request), request.body, request);
      return reply.code(201).send({ success: true, message: PACKAGE_MESSAGES.created, data });
    },
  );

  api.put(
    '/api/admin/packages/:id',
    { config: access, schema: adminPackageSchemas.update },
    async (request) => {
      const data = await editPackage(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
        request,
      );
      return { success: true, message: PACKAGE_MESSAGES.updated, data };
    },
  );

  api.post(
    '/api/admin/packages/:id/retire',
    { config: access, schema: { ...adminPackageSchemas.action, summary: 'Retire a plan' } },
    async (request) => {
      const data = await setActive(deps, currentUser(request), request.params.id, false, request);
      return { success: true, message: PACKAGE_MESSAGES.retired, data };
    },
  );

  api.post(
    '/api/admin/packages/:id/activate',
    {
      config: access,
      schema: { ...adminPackageSchemas.action, summary: 'Put a retired plan on sale again' },
    },
    async (request) => {
      const data = await setActive(deps, currentUser(request), request.params.id, true, request);
      return { success: true, message: PACKAGE_MESSAGES.activated, data };
    },
  );

  api.delete(
    '/api/admin/packages/:id',
    { config: access, schema: adminPackageSchemas.remove },
    async (request) => {
      await removePackage(deps, currentUser(request), request.params.id, request);
      return { success: true, message: PACKAGE_MESSAGES.deleted };
    },
  );
}
