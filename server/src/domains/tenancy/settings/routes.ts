import type { FastifyInstance } from 'fastify';
import { SYSTEM_SETTINGS_MESSAGES } from '@voice/contracts/schemas';
import { formRoutes } from '../../../lib/form-routes';
import { currentUser } from '../../../plugins/auth';
import { UNKNOWN_SITE_MESSAGE } from '../../../plugins/tenant';
import { readSystemSettings, settingsTenantOf, updateSystemSettings } from './admin';
import { SETTINGS_MULTIPART_LIMITS, readSettingsForm } from './form';
import { settingsSchemas } from './schemas';
import { cachedPublicSettings } from './service';

/**
 * GET /api/public-settings (the host's tenant's branding) and /admin/system-settings' GET/PUT
 * /api/admin/system-settings: a platform admin edits the main host's branding, a reseller admin its own.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const publicSettings = cachedPublicSettings({ db: app.db, bus: app.bus });
  app.addHook('onClose', async () => publicSettings.close());

  app.get(
    '/api/public-settings',
    // Not counted by the API's rate limit (plugins/rate-limit.ts): answered from memory, it costs less than
    // counting it, so a flood of it costs the same refused or answered, and every page load of every visitor
    // behind one address (an office) reads it.
    { config: { access: 'public', rateLimit: false }, schema: settingsSchemas.publicSettings },
    async (request, reply) => {
      const data = await publicSettings.read(request.tenant);
      if (!data) return reply.code(404).send({ success: false, message: UNKNOWN_SITE_MESSAGE });
      // Revalidated on every page load: a saved change shows at once.
      return reply.header('cache-control', 'no-cache').send({ success: true, data });
    },
  );

  app.get(
    '/api/admin/system-settings',
    { config: { access: 'admin-area' }, schema: settingsSchemas.adminRead },
    async (request) => {
      const tenant = settingsTenantOf(currentUser(request));
      return { success: true, data: await readSystemSettings(app, tenant) };
    },
  );

  await formRoutes(app, SETTINGS_MULTIPART_LIMITS, (form) => {
    form.put(
      '/api/admin/system-settings',
      { config: { access: 'admin-area' }, schema: settingsSchemas.adminSave },
      async (request) => {
        const tenant = settingsTenantOf(currentUser(request));
        const settingsForm = await readSettingsForm(request);
        const data = await updateSystemSettings(app, request, tenant, settingsForm);
        return { success: true, message: SYSTEM_SETTINGS_MESSAGES.saved, data };
      },
    );
  });
}
