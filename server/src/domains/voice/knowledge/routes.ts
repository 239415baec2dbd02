import type { FastifyInstance } from 'fastify';
import { formRoutes } from '../../../lib/form-routes';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { KNOWLEDGE_MULTIPART_LIMITS, readKnowledgeUpload } from './form';
import { knowledgeSchemas as schemas } from './schemas';
import {
  addFileSource,
  addTextSource,
  addUrlSource,
  knowledgeBaseOf,
  refreshSource,
  removeSource,
  SOURCE_DELETED,
  type KnowledgeDeps,
} from './service';

/**
 * GET/POST/DELETE /api/assistants/{id}/knowledge...: an assistant's sources (service.ts); `worker.kick` wakes the
 * processing worker once a source is stored.
 */
export async function knowledgeRoutes(
  app: FastifyInstance,
  worker: { kick(): void },
): Promise<void> {
  const deps = (): KnowledgeDeps => ({
    db: app.db,
    dialect: app.dialect,
    allowPrivateTargets: app.config.webhooks.allowPrivateTargets,
    kick: () => worker.kick(),
  });

  const api = app.withTypeProvider<YupTypeProvider>();
  const base = '/api/assistants/:id/knowledge';
  const access = { access: 'authenticated' } as const;

  api.get(base, { config: access, schema: schemas.list }, async (request) => ({
    success: true,
    data: await knowledgeBaseOf(app.db, currentUser(request), request.params.id),
  }));

  await formRoutes(app, KNOWLEDGE_MULTIPART_LIMITS, (form) => {
    form
      .withTypeProvider<YupTypeProvider>()
      .post(
        `${base}/files`,
        { config: access, schema: schemas.addFile },
        async (request, reply) => {
          const user = currentUser(request);
          const upload = await readKnowledgeUpload(request);
          const data = await addFileSource(deps(), user, request.params.id, upload);
          return reply.code(201).send({ success: true, data });
        },
      );
  });

  api.post(`${base}/urls`, { config: access, schema: schemas.addUrl }, async (request, reply) => {
    const data = await addUrlSource(
      deps(),
      currentUser(request),
      request.params.id,
      request.body.url,
    );
    return reply.code(201).send({ success: true, data });
  });

  api.post(`${base}/texts`, { config: access, schema: schemas.addText }, async (request, reply) => {
    const data = await addTextSource(deps(), currentUser(request), request.params.id, request.body);
    return reply.code(201).send({ success: true, data });
  });

  api.post(
    `${base}/:sourceId/refresh`,
    { config: access, schema: schemas.refresh },
    async (request) => ({
      success: true,
      data: await refreshSource(
        deps(),
        currentUser(request),
        request.params.id,
        request.params.sourceId,
      ),
    }),
  );

  api.delete(`${base}/:sourceId`, { config: access, schema: schemas.remove }, async (request) => {
    await removeSource(deps(), currentUser(request), request.params.id, request.params.sourceId);
    return { success: true, message: SOURCE_DELETED };
  });
}
