import type { FastifyInstance } from 'fastify';
import { LEGAL_PAGE_MESSAGES } from '@voice/contracts/legal-pages';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { ownReseller } from '../../../lib/sealed-settings';
import { notFound } from '../../../lib/http-error';
import { currentUser } from '../../../plugins/auth';
import { legalPageSchemas } from './schemas';
import { publishedLegalPage, publishLegalPage, readLegalPages, saveLegalPage } from './service';

/**
 * A reseller's own terms and privacy pages. /api/admin/legal-pages: its reseller admin reads, saves drafts and
 * publishes (its token works on its own site only; anyone else is refused by ownReseller: the main host keeps the
 * platform's built-in pages). GET /api/legal-pages/{kind}: the published page its visitors read. Writes are
 * /api/admin/ writes, so PUBLIC_CONTENT_CHANGED drops the cached settings (whether the site is held back).
 */
export async function legalPageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/admin/legal-pages',
    { config: { access: 'legal-pages.manage' }, schema: legalPageSchemas.read },
    async (request) => {
      const resellerId = ownReseller(currentUser(request));
      return { success: true, data: await readLegalPages(app.db, resellerId) };
    },
  );

  api.put(
    '/api/admin/legal-pages/:kind',
    { config: { access: 'legal-pages.manage' }, schema: legalPageSchemas.save },
    async (request) => {
      const user = currentUser(request);
      const resellerId = ownReseller(user);
      const { kind } = request.params;
      const data = await saveLegalPage(
        app.db,
        request,
        resellerId,
        kind,
        request.body.draft,
        user.id,
      );
      return { success: true, message: LEGAL_PAGE_MESSAGES.saved, data };
    },
  );

  api.post(
    '/api/admin/legal-pages/:kind/publish',
    { config: { access: 'legal-pages.manage' }, schema: legalPageSchemas.publish },
    async (request) => {
      const user = currentUser(request);
      const resellerId = ownReseller(user);
      const data = await publishLegalPage(
        app.db,
        request,
        resellerId,
        request.params.kind,
        user.id,
      );
      return { success: true, message: LEGAL_PAGE_MESSAGES.published, data };
    },
  );

  api.get(
    '/api/legal-pages/:kind',
    { config: { access: 'public' }, schema: legalPageSchemas.show },
    async (request) => {
      const { tenant } = request;
      if (tenant.kind !== 'reseller') throw notFound();
      return {
        success: true,
        data: await publishedLegalPage(app.db, tenant.reseller.id, request.params.kind),
      };
    },
  );
}
