import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderAdminFeatures } from '@voice/api-client';
import type { AdminFeatureList } from '@voice/contracts/schemas';
import { ADMIN_FEATURES_QUERY_KEY } from './get-admin-features';

/**
 * PUT /api/admin/features/order. The list shows the new order at once; a failure puts the previous order back,
 * and the server's answer (the reseller's own copy when it was inheriting) replaces it after.
 */
export function useReorderAdminFeatures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderAdminFeatures(ids),
    onMutate: async (ids: number[]) => {
      await client.cancelQueries({ queryKey: ADMIN_FEATURES_QUERY_KEY });
      const previous = client.getQueryData<AdminFeatureList>(ADMIN_FEATURES_QUERY_KEY);
      if (previous) {
        const byId = new Map(previous.data.map((feature) => [feature.id, feature]));
        const data = ids.flatMap((id) => {
          const feature = byId.get(id);
          return feature ? [feature] : [];
        });
        client.setQueryData<AdminFeatureList>(ADMIN_FEATURES_QUERY_KEY, { ...previous, data });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(ADMIN_FEATURES_QUERY_KEY, context.previous);
    },
    onSuccess: (reply) => {
      client.setQueryData<AdminFeatureList>(ADMIN_FEATURES_QUERY_KEY, {
        data: reply.data,
        inherited: false,
      });
    },
  });
}
