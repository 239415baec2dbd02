import { createCustomSubscription } from '@voice/api-client';
import type { CreateCustomSubscriptionPayload } from '@voice/contracts';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { customSubscriptionsQueryKey } from './get-custom-subscriptions';

/** POST /api/admin/subscriptions/custom/create */
export function useCreateCustomSubscriptionMutation() {
  return useRefreshingMutation(
    customSubscriptionsQueryKey,
    (payload: CreateCustomSubscriptionPayload) => createCustomSubscription(payload),
  );
}
