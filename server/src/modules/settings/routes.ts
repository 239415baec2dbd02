import type { FastifyInstance } from 'fastify';
import { UNKNOWN_SITE_MESSAGE } from '../../plugins/tenant';
import { settingsSchemas } from './schemas';
import { publicSettingsFor } from './service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/public-settings',
    { config: { access: 'public' }, schema: settingsSchemas.publicSettings },
    async (request, reply) => {
      const data = publicSettingsFor(request.tenant);
      if (!data) return reply.code(404).send({ success: false, message: UNKNOWN_SITE_MESSAGE });
      return { success: true, data };
    },
  );
}
