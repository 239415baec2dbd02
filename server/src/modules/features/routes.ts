import type { FastifyInstance } from 'fastify';

/** GET /api/features: the landing page's main features (seeded by migration 0003), in order. */
export async function featureRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/features', async () => {
    const data = await app.db
      .selectFrom('features')
      .select(['id', 'title', 'description', 'icon'])
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return { success: true, data };
  });
}
