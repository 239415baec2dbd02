import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@voice/contracts';
import { fetchPublicSettings } from '../public/public-get';
import { SHARED_STALE_MS } from './query-client';

/**
 * GET /api/public-settings: the tenant's settings. The shell loads them before anything is painted (the
 * branding) and seeds this query with that reply, so no page asks for them again.
 */
export const publicSettingsQueryKey = ['public-settings'] as const;

export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: async (): Promise<PublicSettings | null> =>
      (await fetchPublicSettings())?.data ?? null,
    staleTime: SHARED_STALE_MS,
  });
}

export function usePublicSettingsQuery() {
  return useQuery(publicSettingsQueryOptions());
}
