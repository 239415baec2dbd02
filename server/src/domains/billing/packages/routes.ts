import type { FastifyInstance } from 'fastify';
import { tenantResellerId } from '../../../plugins/tenant';
import { listActivePackages } from './repository';
import { packageSchemas } from './schemas';

export async function packageRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/subscriptions/packages',
    { config: { access: 'public' }, schema: packageSchemas.list },
    async (request) => {
      // The host's tenant: a reseller's site lists that reseller's plans, the main host the platform's.
      return {
        success: true,
        data: await listActivePackages(app.db, tenantResellerId(request.tenant)),
      };
    },
  );
}
