import type { FastifyInstance } from 'fastify';
import { DEFAULT_TEMPLATE, type AdminAssistantTemplate } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { recordChange } from '../../platform';
import { findTemplate, saveTemplate } from './repository';
import { assistantTemplateSchemas } from './schemas';
import { templateTenantOf, type TemplateTenant } from './tenant';

export const TEMPLATES_SAVED = 'Templates saved successfully';

/** The tenant's template, or the spec's defaults when it has none (nothing is seeded per tenant). */
async function templateOf(db: Kysely<DB>, tenant: TemplateTenant): Promise<AdminAssistantTemplate> {
  const stored = await findTemplate(db, tenant);
  if (!stored) return { ...DEFAULT_TEMPLATE, updated_at: null, is_default: true };
  return { ...stored, is_default: false };
}

/**
 * Demo-assistant templates (spec 001 §3, §4): GET /api/assistant-templates for the editor (the caller's tenant),
 * GET/PUT /api/admin/assistant-templates for the /admin/templates screen (platform admins edit the platform's,
 * a reseller admin its reseller's).
 */
export async function assistantTemplateRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/assistant-templates',
    { config: { access: 'authenticated' }, schema: assistantTemplateSchemas.current },
    async (request) => {
      const template = await templateOf(app.db, templateTenantOf(currentUser(request)));
      const { system_prompt, first_message, end_call_message } = template;
      return { success: true, data: { system_prompt, first_message, end_call_message } };
    },
  );
  api.get(
    '/api/admin/assistant-templates',
    { config: { access: 'content.edit' }, schema: assistantTemplateSchemas.adminRead },
    async (request) => ({
      success: true,
      data: await templateOf(app.db, templateTenantOf(currentUser(request))),
    }),
  );
  api.put(
    '/api/admin/assistant-templates',
    { config: { access: 'content.edit' }, schema: assistantTemplateSchemas.adminSave },
    async (request) => {
      const user = currentUser(request);
      const tenant = templateTenantOf(user);
      const data = await app.db.transaction().execute(async (trx) => {
        const before = await templateOf(trx, tenant);
        await saveTemplate(trx, tenant, request.body, user.id);
        const after = await templateOf(trx, tenant);
        const texts = ({
          system_prompt,
          first_message,
          end_call_message,
        }: AdminAssistantTemplate) => ({ system_prompt, first_message, end_call_message });
        await recordChange(trx, request, {
          action: 'template.update',
          resellerId: tenant.resellerId,
          target: { type: 'assistant-template', id: tenant.key, label: 'Demo assistant template' },
          before: texts(before),
          after: texts(after),
        });
        return after;
      });
      return { success: true, message: TEMPLATES_SAVED, data };
    },
  );
}
