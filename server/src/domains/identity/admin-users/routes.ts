import type { FastifyInstance } from 'fastify';
import { isPlatformAdmin, tenantScope } from '@voice/contracts';
import { depsOf } from '../../platform';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { listAdminUsers } from './repository';
import { adminUserSchemas } from './schemas';
import {
  ADMIN_USER_REPLIES,
  createAdminUser,
  deleteAdminUser,
  sendAdminPasswordReset,
  updateAdminUser,
} from './service';

/**
 * The users console (/admin/users, /super-admin/users): GET /api/admin/users (the tenant's users; platform
 * admins: every tenant's, paged and searchable), POST to create one (a set-password email), PUT
 * /api/admin/users/:id (name, role, status), POST /api/admin/users/:id/password-reset, DELETE (anonymise).
 * Who may change whom and grant which role: service.ts (grantableRoles, manageableUser).
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/admin/users',
    { config: { access: 'admin-area' }, schema: adminUserSchemas.list },
    async (request) => {
      const query = request.query;
      const user = currentUser(request);
      const page = await listAdminUsers(app.db, tenantScope(user), {
        page: query.page,
        per_page: query.per_page,
        search: query.search,
        role: query.role,
        status: query.status,
        resellerId: isPlatformAdmin(user.role) ? query.reseller_id : undefined,
      });
      return { success: true, ...page };
    },
  );

  api.post(
    '/api/admin/users',
    { config: { access: 'admin-area' }, schema: adminUserSchemas.create },
    async (request, reply) => {
      const data = await createAdminUser(
        depsOf(app),
        request,
        currentUser(request),
        request.body,
        request.log,
      );
      return reply.code(201).send({ success: true, message: ADMIN_USER_REPLIES.created, data });
    },
  );

  api.put(
    '/api/admin/users/:id',
    { config: { access: 'admin-area' }, schema: adminUserSchemas.update },
    async (request) => {
      const data = await updateAdminUser(
        depsOf(app),
        request,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { success: true, message: ADMIN_USER_REPLIES.updated, data };
    },
  );

  api.post(
    '/api/admin/users/:id/password-reset',
    { config: { access: 'admin-area' }, schema: adminUserSchemas.passwordReset },
    async (request) => {
      await sendAdminPasswordReset(depsOf(app), request, currentUser(request), request.params.id);
      return { success: true, message: ADMIN_USER_REPLIES.resetSent };
    },
  );

  api.delete(
    '/api/admin/users/:id',
    { config: { access: 'admin-area' }, schema: adminUserSchemas.remove },
    async (request) => {
      await deleteAdminUser(
        depsOf(app),
        request,
        currentUser(request),
        request.params.id,
        request.log,
      );
      return { success: true, message: ADMIN_USER_REPLIES.deleted };
    },
  );
}
