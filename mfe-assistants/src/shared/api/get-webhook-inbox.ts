import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebhookInbox } from '@voice/api-client';
import type { WebhookInboxReply } from '@voice/contracts';

/** GET /api/webhook-inbox: the user's demo receiver (the create form's preset webhook URL) and its deliveries. */
export const webhookInboxQueryKey = ['webhook-inbox'] as const;

export function webhookInboxQueryOptions() {
  return queryOptions({
    queryKey: webhookInboxQueryKey,
    queryFn: async (): Promise<WebhookInboxReply['data']> => (await getWebhookInbox()).data,
  });
}

export function useWebhookInboxQuery(enabled = true) {
  return useQuery({ ...webhookInboxQueryOptions(), enabled });
}
