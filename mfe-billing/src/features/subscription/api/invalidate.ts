import type { QueryClient } from '@tanstack/react-query';

/** After subscribe, upgrade or cancel: the subscription, its usage and the transactions change. */
export function invalidateBilling(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => ['subscriptions', 'transactions'].includes(String(query.queryKey[0])),
  });
}
