import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAdminPackageActive } from '@voice/api-client';
import { ADMIN_PACKAGES_QUERY_KEY } from './get-admin-packages';

/** POST /api/admin/packages/:id/retire or /activate. */
export function useSetAdminPackageActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setAdminPackageActive(id, active),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PACKAGES_QUERY_KEY }),
  });
}
