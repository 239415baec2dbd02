import type { FastifyInstance } from 'fastify';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { findVisibleAssistant } from '../assistants/find';
import { listDestinations } from './repository';
import { transferSchemas as schemas } from './schemas';
import { saveTransferDestinations } from './service';

/**
 * An assistant's call transfer destinations: who may see the assistant may edit them, as with the assistant
 * itself and its booking calendar (findVisibleAssistant: the caller's data scope; another tenant's is a 404).
 */
export async function transferRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/assistants/:id/transfer-destinations',
    { config: { access: 'authenticated' }, schema: schemas.list },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      return {
        success: true,
        data: { destinations: await listDestinations(app.db, assistant.id) },
      };
    },
  );

  api.put(
    '/api/assistants/:id/transfer-destinations',
    { config: { access: 'authenticated' }, schema: schemas.save },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      const destinations = await saveTransferDestinations(
        { db: app.db, config: app.config, voice: app.voice, log: request.log },
        assistant,
        request.body,
      );
      return { success: true, data: { destinations } };
    },
  );
}
