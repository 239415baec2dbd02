import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeSubscription } from '@voice/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/subscriptions/resume: undo the cancellation before the period ends. */
export function useResumeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resumeSubscription(),
    onSuccess: () => invalidateBilling(client),
  });
}
