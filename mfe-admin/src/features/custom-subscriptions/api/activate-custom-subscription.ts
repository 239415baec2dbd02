import { activateCustomSubscription } from '@voice/api-client';
import { useRefreshingMutation } from '../../../shared/api/queries';
import { customSubscriptionsQueryKey } from './get-custom-subscriptions';

/** POST /api/admin/subscriptions/custom/activate */
export function useActivateCustomSubscriptionMutation() {
  return useRefreshingMutation(customSubscriptionsQueryKey, (id: number) =>
    activateCustomSubscription(id),
  );
}
