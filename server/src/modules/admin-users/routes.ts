import type { FastifyInstance } from 'fastify';
import { tenantScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../lib/route-schema';
import { currentUser } from '../../plugins/auth';
import { listAdminUsers } from './repository';
import { adminUserSchemas } from './schemas';

/** GET /api/admin/users: the tenant's users (platform admins: every tenant's), paged and searchable. */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/admin/users',
    { config: { access: 'admin-area' }, schema: adminUserSchemas.list },
    async (request) => {
      const query = request.query;
      const page = await listAdminUsers(app.db, tenantScope(currentUser(request)), {
        page: query.page,
        per_page: query.per_page,
        search: query.search,
        role: query.role,
      });
      return { success: true, ...page };
    },
  );
}
