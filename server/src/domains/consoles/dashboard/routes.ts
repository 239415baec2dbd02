import type { FastifyInstance } from 'fastify';
import { tenantScope } from '@voice/contracts';
import { currentUser } from '../../../plugins/auth';
import { dashboardSchemas } from './schemas';
import { adminDashboard, userDashboard } from './service';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/dashboard/stats',
    { config: { access: 'authenticated' }, schema: dashboardSchemas.user },
    async (request) => {
      const user = currentUser(request);
      return { success: true, data: await userDashboard(app.db, user.id) };
    },
  );

  app.get(
    '/api/admin/dashboard/stats',
    { config: { access: 'admin-dashboard.read' }, schema: dashboardSchemas.admin },
    async (request) => {
      const user = currentUser(request);
      return { success: true, data: await adminDashboard(app.db, tenantScope(user)) };
    },
  );
}
