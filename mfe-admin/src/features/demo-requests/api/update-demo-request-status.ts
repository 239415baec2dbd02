import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDemoRequestStatus } from '@voice/api-client';
import type { DemoRequestStatus } from '@voice/contracts';
import { demoRequestsKey } from './get-demo-requests';

/** PATCH /api/admin/demo-requests/{id}; the lists are refetched afterwards. */
export function useUpdateDemoRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: DemoRequestStatus }) =>
      updateDemoRequestStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoRequestsKey }),
  });
}
