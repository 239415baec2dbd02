import { SiteContentAdminReply, SiteContentSavedReply } from '@voice/contracts/replies';
import { siteContentSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

/** /admin/site-content: a reseller admin its own site's landing copy, a platform admin the main host's. */
export const siteContentSchemas = tagged('Site settings', {
  read: {
    summary: "Show the site's own landing copy",
    response: replies({ 200: SiteContentAdminReply }, [401, 403, 404]),
  },
  save: {
    summary: "Save the site's own landing copy (hero, sections, FAQ, testimonials, sample call)",
    body: siteContentSchema,
    response: replies({ 200: SiteContentSavedReply }, [401, 403, 404, 422]),
  },
});
