import type { FastifyInstance } from 'fastify';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { voicesSchemas } from './schemas';
import { voiceList, type VoiceListDeps } from './voice-list';

/** The editor's voice list (spec 001 §5): GET /api/voices?provider=vapi|11labs. */
export async function voicesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps: VoiceListDeps = { db: app.db, config: app.config, log: app.log, cache: new Map() };
  api.get(
    '/api/voices',
    { config: { access: 'authenticated' }, schema: voicesSchemas.list },
    async (request) => {
      const list = await voiceList(deps, currentUser(request).reseller_id, request.query.provider);
      return { success: true, data: list.data, source: list.source };
    },
  );
}
