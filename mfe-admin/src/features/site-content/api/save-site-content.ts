import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSiteContent } from '@voice/api-client';
import { publicSettingsQueryKey } from '@voice/api-client/queries';
import type { SiteContentInput } from '@voice/contracts/schemas';
import { SITE_CONTENT_QUERY_KEY } from './get-site-content';

/**
 * PUT /api/admin/site-content; the saved copy replaces the cached one, and the shared public settings (which
 * carry it to the landing) are fetched afresh.
 */
export function useSaveSiteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SiteContentInput) => saveSiteContent(payload),
    onSuccess: async (reply) => {
      if (reply.data) client.setQueryData(SITE_CONTENT_QUERY_KEY, reply.data);
      await client.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
