import type { FastifyInstance } from 'fastify';
import { listActivePackages } from './repository';
import { packageSchemas } from './schemas';

export async function packageRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/subscriptions/packages',
    { config: { access: 'public' }, schema: packageSchemas.list },
    async () => {
      return { success: true, data: await listActivePackages(app.db) };
    },
  );
}
