import type { FastifyInstance } from 'fastify';
import { listActiveFeatures } from './repository';
import { featureSchemas } from './schemas';

/** GET /api/features: the landing page's main features (seeded by migration 0003), in order. */
export async function featureRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/features',
    { config: { access: 'public' }, schema: featureSchemas.list },
    async () => {
      const data = await listActiveFeatures(app.db);
      return { success: true, data };
    },
  );
}
