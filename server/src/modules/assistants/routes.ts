import type { FastifyInstance } from 'fastify';
import { dataScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../lib/route-schema';
import { currentUser } from '../../plugins/auth';
import { listAssistants } from './repository';
import { assistantSchemas } from './schemas';

export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  /** Users see their own assistants, a reseller admin its reseller's, platform admins all. */
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/assistants',
    { config: { access: 'authenticated' }, schema: assistantSchemas.list },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      const { data, pagination } = await listAssistants(app.db, dataScope(user), query);
      return { success: true, data, pagination };
    },
  );
}
