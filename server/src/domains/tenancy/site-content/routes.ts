import type { FastifyInstance } from 'fastify';
import { SITE_CONTENT_MESSAGES } from '@voice/contracts/schemas';
import { type YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { settingsTenantOf } from '../settings/admin';
import { siteContentSchemas } from './schemas';
import { readSiteContent, saveSiteContent } from './service';

/**
 * GET/PUT /api/admin/site-content: the landing copy of the caller's site, as the branding's (admin-area): a
 * reseller admin its own reseller's (its token works on its own site only), a platform admin the main host's.
 * A save publishes PUBLIC_CONTENT_CHANGED (an /api/admin/ write), so the public settings and rendered pages
 * show it on the next request.
 */
export async function siteContentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/admin/site-content',
    { config: { access: 'admin-area' }, schema: siteContentSchemas.read },
    async (request) => {
      const tenant = settingsTenantOf(currentUser(request));
      return { success: true, data: await readSiteContent(app.db, tenant) };
    },
  );

  api.put(
    '/api/admin/site-content',
    { config: { access: 'admin-area' }, schema: siteContentSchemas.save },
    async (request) => {
      const user = currentUser(request);
      const tenant = settingsTenantOf(user);
      const data = await saveSiteContent(app.db, request, tenant, request.body, user.id);
      return { success: true, message: SITE_CONTENT_MESSAGES.saved, data };
    },
  );
}
