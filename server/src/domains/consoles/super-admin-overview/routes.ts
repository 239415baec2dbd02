import type { FastifyInstance } from 'fastify';
import { superAdminOverviewSchemas } from './schemas';
import { superAdminOverview } from './service';

/** GET /api/super-admin/overview: the platform overview of /super-admin (platform admins). */
export async function superAdminOverviewRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/super-admin/overview',
    { config: { access: 'super-admin-area' }, schema: superAdminOverviewSchemas.show },
    async () => ({ success: true, data: await superAdminOverview(app.db) }),
  );
}
