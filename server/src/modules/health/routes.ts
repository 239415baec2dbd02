import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { healthSchemas } from './schemas';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // When this server process started: lets a deploy check (and the e2e suite) tell a restart from a reload.
  const startedAt = new Date().toISOString();
  app.get(
    '/api/health',
    { config: { rateLimit: false, access: 'public' }, schema: healthSchemas.health },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok', started_at: startedAt };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );
}
