import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomSubscriptions } from '@voice/api-client';
import { isPaymentLinkExpired, type CustomSubscription } from '@voice/contracts';

/** A row as the server sends it: the live link's expiry and whether its link counts as expired. */
export type CustomSubscriptionRow = CustomSubscription & {
  payment_link_expires_at?: string | null;
  link_expired?: boolean;
};

export interface CustomSubscriptionSummary {
  total: number;
  pending: number;
  active: number;
  expired_links: number;
}

export function summarize(rows: CustomSubscriptionRow[]): CustomSubscriptionSummary {
  return {
    total: rows.length,
    pending: rows.filter((row) => row.status === 'pending').length,
    active: rows.filter((row) => row.status === 'active').length,
    expired_links: rows.filter((row) => row.link_expired ?? isPaymentLinkExpired(row)).length,
  };
}

/** GET /api/admin/subscriptions/custom */
export const customSubscriptionsQueryKey = ['admin', 'custom-subscriptions'] as const;

export function customSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: customSubscriptionsQueryKey,
    queryFn: async () => {
      const reply = await getCustomSubscriptions();
      const rows = (reply.data ?? []) as CustomSubscriptionRow[];
      return { rows, summary: summarize(rows) };
    },
  });
}

export function useCustomSubscriptionsQuery() {
  return useQuery(customSubscriptionsQueryOptions());
}
