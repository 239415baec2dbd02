import type { FastifyInstance } from 'fastify';
import { listActivePackages } from './repository';

export async function packageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/subscriptions/packages', async () => {
    return { success: true, data: await listActivePackages(app.db) };
  });
}
