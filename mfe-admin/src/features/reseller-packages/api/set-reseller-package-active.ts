import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setResellerPackageActive } from '@voice/api-client';
import { RESELLER_PACKAGES_QUERY_KEY } from './get-reseller-packages';

/** POST /api/super-admin/reseller-packages/:id/retire or /activate. */
export function useSetResellerPackageActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setResellerPackageActive(id, active),
    onSuccess: () => client.invalidateQueries({ queryKey: RESELLER_PACKAGES_QUERY_KEY }),
  });
}
