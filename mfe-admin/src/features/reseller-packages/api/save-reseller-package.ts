import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createResellerPackage, updateResellerPackage } from '@voice/api-client';
import type { ResellerPackagePayload } from '@voice/contracts';
import { RESELLER_PACKAGES_QUERY_KEY } from './get-reseller-packages';

/** POST /api/super-admin/reseller-packages (no id) or PUT /api/super-admin/reseller-packages/:id. */
export function useSaveResellerPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: ResellerPackagePayload }) =>
      id === null ? createResellerPackage(payload) : updateResellerPackage(id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: RESELLER_PACKAGES_QUERY_KEY }),
  });
}
