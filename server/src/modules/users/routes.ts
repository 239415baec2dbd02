import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { toUserJson } from './presenter';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/user', { preHandler: app.requireAuth }, async (request) => {
    return { success: true, data: toUserJson(currentUser(request)) };
  });
}
