import { useQuery } from '@tanstack/react-query';
import { getSiteContent } from '@voice/api-client';
import type { SiteContentAdmin } from '@voice/contracts';

/** GET /api/admin/site-content: the admin's site's own landing copy (the main host's for platform admins). */
export const SITE_CONTENT_QUERY_KEY = ['admin', 'site-content'] as const;

export function useSiteContentQuery() {
  return useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: async (): Promise<SiteContentAdmin | null> => (await getSiteContent()).data ?? null,
  });
}
