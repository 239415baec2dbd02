import {
  LegalPageSavedReply,
  LegalPagesAdminReply,
  PublicLegalPageReply,
} from '@voice/contracts/replies';
import { legalPageDraftSchema, legalPageKindParamsSchema } from '@voice/contracts/legal-pages';
import { replies, tagged } from '../../../lib/route-schema';

/** /admin/system-settings/legal-pages: a reseller admin its own site's terms and privacy pages. */
export const legalPageSchemas = tagged('Site settings', {
  read: {
    summary: "Show the site's terms and privacy pages (drafts, live text, placeholders left)",
    response: replies({ 200: LegalPagesAdminReply }, [401, 403, 404]),
  },
  save: {
    summary: "Save the draft of the site's terms or privacy page",
    params: legalPageKindParamsSchema,
    body: legalPageDraftSchema,
    response: replies({ 200: LegalPageSavedReply }, [401, 403, 404, 422]),
  },
  publish: {
    summary: "Publish the saved draft of the site's terms or privacy page",
    params: legalPageKindParamsSchema,
    response: replies({ 200: LegalPageSavedReply }, [401, 403, 404, 422]),
  },
  show: {
    summary: "Show a reseller site's published terms or privacy page",
    params: legalPageKindParamsSchema,
    response: replies({ 200: PublicLegalPageReply }, [404, 422]),
  },
});
