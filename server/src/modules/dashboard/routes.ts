import type { FastifyInstance } from 'fastify';
import { ADMIN_AREA_ROLES, isPlatformAdmin } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { adminDashboard, userDashboard } from './service';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dashboard/stats', { preHandler: app.requireAuth }, async (request) => {
    const user = currentUser(request);
    return { success: true, data: await userDashboard(app.db, user.id) };
  });

  app.get(
    '/api/admin/dashboard/stats',
    { preHandler: app.requireRole(...ADMIN_AREA_ROLES) },
    async (request) => {
      const user = currentUser(request);
      const scope = isPlatformAdmin(user.role)
        ? ({ kind: 'all' } as const)
        : ({ kind: 'reseller', resellerId: user.reseller_id } as const);
      return { success: true, data: await adminDashboard(app.db, scope) };
    },
  );
}
