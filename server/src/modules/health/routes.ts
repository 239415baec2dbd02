import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.code(503).send({ status: 'error', database: 'error' });
    }
  });
}
