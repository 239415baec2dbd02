import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminFeature, updateAdminFeature } from '@voice/api-client';
import type { FeatureInput } from '@voice/contracts/schemas';
import { ADMIN_FEATURES_QUERY_KEY } from './get-admin-features';

/** POST /api/admin/features (no id) or PUT /api/admin/features/:id (also the hide / show toggle). */
export function useSaveAdminFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: FeatureInput }) =>
      id === null ? createAdminFeature(payload) : updateAdminFeature(id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_FEATURES_QUERY_KEY }),
  });
}
