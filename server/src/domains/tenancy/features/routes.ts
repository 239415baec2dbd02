import type { FastifyInstance } from 'fastify';
import { FEATURE_MESSAGES } from '@voice/contracts/schemas';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { listActiveFeatures } from './repository';
import { featureSchemas } from './schemas';
import {
  createFeature,
  deleteFeature,
  featureTenantOf,
  listFeatures,
  reorderFeatures,
  updateFeature,
} from './service';

/**
 * GET /api/features: the landing page's main features of the host's tenant, in order (a reseller without a list of
 * its own shows the main host's). /admin/features: GET/POST /api/admin/features, PUT/DELETE
 * /api/admin/features/:id, PUT /api/admin/features/order; a platform admin edits the main host's list, a
 * reseller admin its own; hiding is is_active false.
 */
export async function featureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const deps = () => ({ db: app.db, dialect: app.dialect });

  app.get(
    '/api/features',
    { config: { access: 'public' }, schema: featureSchemas.list },
    async (request) => {
      const data = await listActiveFeatures(app.db, request.tenant.reseller?.id ?? null);
      return { success: true, data };
    },
  );

  api.get(
    '/api/admin/features',
    { config: { access: 'content.edit' }, schema: featureSchemas.adminList },
    async (request) => {
      const list = await listFeatures(deps(), featureTenantOf(currentUser(request)));
      return { success: true, ...list };
    },
  );

  api.post(
    '/api/admin/features',
    { config: { access: 'content.edit' }, schema: featureSchemas.create },
    async (request, reply) => {
      const tenant = featureTenantOf(currentUser(request));
      const data = await createFeature(deps(), request, tenant, request.body);
      return reply.code(201).send({ success: true, message: FEATURE_MESSAGES.created, data });
    },
  );

  // Registered before /:id: the router prefers the static segment anyway, this keeps the intent plain.
  api.put(
    '/api/admin/features/order',
    { config: { access: 'content.edit' }, schema: featureSchemas.reorder },
    async (request) => {
      const tenant = featureTenantOf(currentUser(request));
      const data = await reorderFeatures(deps(), request, tenant, request.body.ids);
      return { success: true, message: FEATURE_MESSAGES.reordered, data };
    },
  );

  api.put(
    '/api/admin/features/:id',
    { config: { access: 'content.edit' }, schema: featureSchemas.update },
    async (request) => {
      const tenant = featureTenantOf(currentUser(request));
      const data = await updateFeature(deps(), request, tenant, request.params.id, request.body);
      return { success: true, message: FEATURE_MESSAGES.updated, data };
    },
  );

  api.delete(
    '/api/admin/features/:id',
    { config: { access: 'content.edit' }, schema: featureSchemas.remove },
    async (request) => {
      const tenant = featureTenantOf(currentUser(request));
      await deleteFeature(deps(), request, tenant, request.params.id);
      return { success: true, message: FEATURE_MESSAGES.deleted };
    },
  );
}
