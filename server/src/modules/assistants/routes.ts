import type { FastifyInstance } from 'fastify';
import { dataScope } from '../../lib/access';
import { validateOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { assistantListQuerySchema } from './list-query';
import { listAssistants } from './repository';

export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  /** Users see their own assistants, a reseller admin its reseller's, platform admins all. */
  app.get('/api/assistants', { preHandler: app.requireAuth }, async (request) => {
    const user = currentUser(request);
    const query = await validateOrThrow(assistantListQuerySchema, request.query);
    const { data, pagination } = await listAssistants(app.db, dataScope(user), query);
    return { success: true, data, pagination };
  });
}
