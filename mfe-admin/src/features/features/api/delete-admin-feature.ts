import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminFeature } from '@voice/api-client';
import { ADMIN_FEATURES_QUERY_KEY } from './get-admin-features';

/** DELETE /api/admin/features/:id */
export function useDeleteAdminFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminFeature(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_FEATURES_QUERY_KEY }),
  });
}
