import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSystemSettings } from '@voice/api-client';
import type { SystemSettings } from '@voice/contracts/schemas';

/** GET /api/admin/system-settings: the admin's tenant's branding (the main host's for platform admins). */
export const SYSTEM_SETTINGS_QUERY_KEY = ['admin', 'system-settings'] as const;

export function systemSettingsQueryOptions() {
  return queryOptions({
    queryKey: SYSTEM_SETTINGS_QUERY_KEY,
    queryFn: async (): Promise<SystemSettings | null> => (await getSystemSettings()).data ?? null,
  });
}

export function useSystemSettingsQuery() {
  return useQuery(systemSettingsQueryOptions());
}
