import type { FastifyInstance } from 'fastify';
import { dataScope } from '@voice/contracts';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { assistantNotFound } from './find';
import { assistantStats, findAssistant } from './repository';
import { numberChoicesOf } from './phone-number-repository';
import { presentAssistant } from './presenter';
import { listAssistants } from './repository';
import { ASSISTANT_DELETED, deleteAssistant } from './remove';
import { createAssistant, updateAssistant, type AssistantSaveDeps } from './save';
import { assistantSchemas } from './schemas';

export const ASSISTANT_CREATED = 'Assistant created successfully!';
export const ASSISTANT_UPDATED = 'Assistant updated successfully!';

/**
 * The assistants API (spec 001 §7). Users reach their own assistants, a reseller admin its reseller's, platform
 * admins all (dataScope); the /api/super-admin/assistants variants are the same saves for the super-admin list.
 */
export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  /** What saves and deletes are done with (a delete needs all of it but the dialect). */
  const deps = (): AssistantSaveDeps => ({
    db: app.db,
    config: app.config,
    log: app.log,
    dialect: app.dialect,
    voice: app.voice,
    telephony: app.telephony,
  });
  api.get(
    '/api/assistants',
    { config: { access: 'authenticated' }, schema: assistantSchemas.list },
    async (request) => {
      const page = await listAssistants(app.db, dataScope(currentUser(request)), request.query);
      return { success: true, data: page.data, pagination: page.pagination };
    },
  );

  /** By our id or by vapi_assistant_id (the stats modal), with data.vapi_data.stats from the call logs. */
  api.get(
    '/api/assistants/:id',
    { config: { access: 'authenticated' }, schema: assistantSchemas.show },
    async (request) => {
      const row = await findAssistant(app.db, dataScope(currentUser(request)), request.params.id);
      if (!row) throw assistantNotFound();
      return { success: true, data: presentAssistant(row, await assistantStats(app.db, row.id)) };
    },
  );

  /** The numbers an assistant may call from (a campaign's or an outbound call's caller number), by our id. */
  api.get(
    '/api/assistants/:id/phone-numbers',
    { config: { access: 'authenticated' }, schema: assistantSchemas.phoneNumbers },
    async (request) => {
      const row = await findAssistant(app.db, dataScope(currentUser(request)), request.params.id);
      if (!row) throw assistantNotFound();
      return { success: true, data: await numberChoicesOf(app.db, row.id) };
    },
  );

  for (const [prefix, access, who] of [
    ['/api/assistants', 'authenticated', ''],
    ['/api/super-admin/assistants', 'super-admin-assistants', ' for any user (super admin)'],
  ] as const) {
    api.post(
      prefix,
      {
        config: { access },
        schema: { ...assistantSchemas.create, summary: `Create an assistant${who}` },
      },
      async (request, reply) => {
        const data = await createAssistant(deps(), currentUser(request), request.body);
        return reply.code(201).send({ success: true, message: ASSISTANT_CREATED, data });
      },
    );
    api.put(
      `${prefix}/:id`,
      {
        config: { access },
        schema: { ...assistantSchemas.update, summary: `Update an assistant${who}` },
      },
      async (request) => {
        const data = await updateAssistant(
          deps(),
          currentUser(request),
          request.params.id,
          request.body,
        );
        return { success: true, message: ASSISTANT_UPDATED, data };
      },
    );
  }

  api.delete(
    '/api/assistants/:id',
    { config: { access: 'authenticated' }, schema: assistantSchemas.remove },
    async (request) => {
      await deleteAssistant(deps(), currentUser(request), request.params.id);
      return { success: true, message: ASSISTANT_DELETED };
    },
  );
}
