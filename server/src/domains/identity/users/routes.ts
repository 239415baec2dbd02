import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import { toUserJson } from './presenter';
import { userSchemas } from './schemas';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/user',
    { config: { access: 'authenticated' }, schema: userSchemas.me },
    async (request) => {
      return { success: true, data: toUserJson(currentUser(request)) };
    },
  );
}
