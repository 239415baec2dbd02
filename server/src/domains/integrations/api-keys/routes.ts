import type { FastifyInstance } from 'fastify';
import type { ApiKeyScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { recordAudit } from '../../platform';
import { presentApiKey } from './presenter';
import { listApiKeys } from './repository';
import { apiKeySchemas as schemas } from './schemas';
import { createApiKey, revokeOwnApiKey } from './service';

/**
 * The signed-in user's own API keys (every role; a platform admin too sees only their own). Managed with a session
 * only: these routes declare no apiKeyScope, so a key cannot make or revoke keys.
 */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/api-keys',
    { config: { access: 'authenticated' }, schema: schemas.list },
    async (request) => {
      const rows = await listApiKeys(app.db, currentUser(request).id);
      const now = Date.now();
      return { success: true, data: { keys: rows.map((row) => presentApiKey(row, now)) } };
    },
  );

  api.post(
    '/api/api-keys',
    { config: { access: 'authenticated' }, schema: schemas.create },
    async (request, reply) => {
      const user = currentUser(request);
      const { key, plainKey } = await createApiKey(app.db, user.id, {
        name: request.body.name,
        scopes: request.body.scopes as ApiKeyScope[],
        expires_at: request.body.expires_at,
      });
      await recordAudit(app.db, request, {
        action: 'api_key.created',
        target: { type: 'api_key', id: key.id, label: key.name },
        details: { scopes: key.scopes, expires_at: key.expires_at, last4: key.last4 },
      });
      return reply.code(201).send({
        success: true,
        message: 'API key created. Copy it now: it will not be shown again.',
        data: { key, plain_key: plainKey },
      });
    },
  );

  api.delete(
    '/api/api-keys/:id',
    { config: { access: 'authenticated' }, schema: schemas.revoke },
    async (request) => {
      const user = currentUser(request);
      const key = await revokeOwnApiKey(app.db, user.id, request.params.id);
      // This instance stops the key at once; the others within their cache's second.
      app.apiKeys.forget();
      await recordAudit(app.db, request, {
        action: 'api_key.revoked',
        target: { type: 'api_key', id: key.id, label: key.name },
        details: { last4: key.last4 },
      });
      return { success: true, message: 'API key revoked.', data: { key } };
    },
  );
}
