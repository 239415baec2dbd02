import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminPackage, updateAdminPackage } from '@voice/api-client';
import type { AdminPackagePayload } from '@voice/contracts';
import { ADMIN_PACKAGES_QUERY_KEY } from './get-admin-packages';

/** POST /api/admin/packages (no id) or PUT /api/admin/packages/:id. */
export function useSaveAdminPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: AdminPackagePayload }) =>
      id === null ? createAdminPackage(payload) : updateAdminPackage(id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_PACKAGES_QUERY_KEY }),
  });
}
