import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeResellerPackage } from '@voice/api-client';
import type { BillingInterval } from '@voice/contracts';
import { RESELLERS_QUERY_KEY } from './get-resellers';
import { resellerQueryKey } from './get-reseller';

/** PUT /api/super-admin/resellers/:id/package */
export function useChangeResellerPackage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: { reseller_package_id: number; billing_interval?: BillingInterval }) =>
      changeResellerPackage(id, payload),
    onSuccess: (reply) => {
      client.setQueryData(resellerQueryKey(id), reply.data);
      void client.invalidateQueries({ queryKey: RESELLERS_QUERY_KEY });
    },
  });
}
