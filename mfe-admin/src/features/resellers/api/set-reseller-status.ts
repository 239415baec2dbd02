import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setResellerStatus } from '@voice/api-client';
import { RESELLERS_QUERY_KEY } from './get-resellers';
import { resellerQueryKey } from './get-reseller';

/** POST /api/super-admin/resellers/:id/suspend or /activate, with the reason. */
export function useSetResellerStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: 'suspend' | 'activate'; reason: string }) =>
      setResellerStatus(id, action, reason),
    onSuccess: (reply) => {
      client.setQueryData(resellerQueryKey(id), reply.data);
      void client.invalidateQueries({ queryKey: RESELLERS_QUERY_KEY });
    },
  });
}
