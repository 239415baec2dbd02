import type { FastifyInstance } from 'fastify';
import { listResellerNames } from './repository';
import { resellerSchemas } from './schemas';

export async function resellerRoutes(app: FastifyInstance): Promise<void> {
  /** The reseller pickers of the super admin screens (assistants, transactions): every reseller by name. */
  app.get(
    '/api/super-admin/resellers',
    { config: { access: 'super-admin-area' }, schema: resellerSchemas.names },
    async () => ({ success: true, data: await listResellerNames(app.db) }),
  );
}
