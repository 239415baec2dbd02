import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminFeatures } from '@voice/api-client';
import type { AdminFeatureList } from '@voice/contracts/schemas';

/** GET /api/admin/features: the admin's tenant's landing features (hidden ones included). */
export const ADMIN_FEATURES_QUERY_KEY = ['admin', 'features'] as const;

export function adminFeaturesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_FEATURES_QUERY_KEY,
    queryFn: async (): Promise<AdminFeatureList> => {
      const { data, inherited } = await listAdminFeatures();
      return { data, inherited };
    },
  });
}

export function useAdminFeaturesQuery() {
  return useQuery(adminFeaturesQueryOptions());
}
