import type { ApiEnvelope, SiteContentAdmin } from '@voice/contracts';
import type { SiteContentInput } from '@voice/contracts/schemas';
import { http } from '../http';

type SiteContentReply = ApiEnvelope<SiteContentAdmin> & { message: string };

/** GET /api/admin/site-content: the admin's site's own landing copy (the main host's for platform admins). */
export async function getSiteContent(): Promise<ApiEnvelope<SiteContentAdmin>> {
  return (await http.get<ApiEnvelope<SiteContentAdmin>>('/api/admin/site-content')).data;
}

/** PUT /api/admin/site-content: the whole document (JSON). */
export async function saveSiteContent(payload: SiteContentInput): Promise<SiteContentReply> {
  return (await http.put<SiteContentReply>('/api/admin/site-content', payload)).data;
}
