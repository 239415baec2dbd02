import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminPackage } from '@voice/api-client';
import { ADMIN_PACKAGES_QUERY_KEY } from './get-admin-packages';

/** DELETE /api/admin/packages/:id (a plan never subscribed to). */
export function useDeleteAdminPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminPackage(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PACKAGES_QUERY_KEY }),
  });
}
