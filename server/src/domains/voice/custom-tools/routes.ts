import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { dataScope } from '@voice/contracts';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { findVisibleAssistant } from '../assistants/find';
import { customToolSchemas as schemas } from './schemas';
import {
  createTool,
  customToolOf,
  deleteTool,
  findTool,
  listTools,
  TOOL_NOT_FOUND,
  updateTool,
  type CustomToolDeps,
} from './service';

/**
 * An assistant's custom tools: who may see the assistant may edit its tools (findVisibleAssistant, the caller's
 * data scope: a user their own assistants', a reseller admin its tenant's, platform admins any; another's is a
 * 404).
 */
export async function customToolRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const depsOf = (request: FastifyRequest): CustomToolDeps => ({
    db: app.db,
    config: app.config,
    voice: app.voice,
    log: request.log,
    allowPrivateTargets: app.config.webhooks.allowPrivateTargets,
  });
  const access = { access: 'authenticated' } as const;

  const visibleTool = async (user: Parameters<typeof dataScope>[0], id: string, toolId: number) => {
    const assistant = await findVisibleAssistant(app.db, user, id);
    const tool = await findTool(app.db, assistant.id, toolId);
    if (!tool) throw notFound(TOOL_NOT_FOUND);
    return { assistant, tool };
  };

  api.get(
    '/api/assistants/:id/tools',
    { config: access, schema: schemas.list },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      return { success: true, data: await listTools(app.db, assistant.id) };
    },
  );

  api.post(
    '/api/assistants/:id/tools',
    { config: access, schema: schemas.create },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      const row = await createTool(depsOf(request), assistant, request.body);
      return { success: true, data: customToolOf(row) };
    },
  );

  api.put(
    '/api/assistants/:id/tools/:toolId',
    { config: access, schema: schemas.update },
    async (request) => {
      const { params } = request;
      const { assistant, tool } = await visibleTool(currentUser(request), params.id, params.toolId);
      const row = await updateTool(depsOf(request), assistant, tool, request.body);
      return { success: true, data: customToolOf(row) };
    },
  );

  api.delete(
    '/api/assistants/:id/tools/:toolId',
    { config: access, schema: schemas.remove },
    async (request) => {
      const { params } = request;
      const { assistant, tool } = await visibleTool(currentUser(request), params.id, params.toolId);
      await deleteTool(depsOf(request), assistant, tool);
      return { success: true, message: 'Tool deleted' };
    },
  );
}
