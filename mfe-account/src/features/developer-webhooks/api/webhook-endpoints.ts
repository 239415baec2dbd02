import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rollWebhookEndpointSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from '@voice/api-client';
import type { EventDelivery, Paginated, WebhookEndpointListItem } from '@voice/contracts';
import type { WebhookEndpointInput } from '@voice/contracts/schemas';

/** Rows per page of an endpoint's delivery log. */
export const DELIVERIES_PAGE_SIZE = 20;

/**
 * How often an open delivery log is read again, so that a new delivery (a call that just ended, a re-send) shows
 * without a reload: faster while one is still pending.
 */
export const DELIVERY_POLL_MS = { idle: 10_000, pending: 2_000 } as const;

const endpointsKey = ['webhook-endpoints'] as const;
const deliveriesKey = (endpointId: number) => [...endpointsKey, endpointId, 'deliveries'] as const;

const UNEXPECTED = 'Unexpected reply from the server';

function dataOf<T>(reply: { data?: T } | undefined): T {
  if (!reply || typeof reply.data !== 'object' || reply.data === null) throw new Error(UNEXPECTED);
  return reply.data;
}

/** The endpoints with their latest delivery, read again as the log is (sooner while one is pending). */
export function useWebhookEndpointsQuery() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: async (): Promise<WebhookEndpointListItem[]> => {
      const list = dataOf(await listWebhookEndpoints());
      if (!Array.isArray(list)) throw new Error(UNEXPECTED);
      return list;
    },
    refetchInterval: (query) =>
      query.state.data?.some((endpoint) => endpoint.last_delivery?.status === 'pending')
        ? DELIVERY_POLL_MS.pending
        : DELIVERY_POLL_MS.idle,
  });
}

/** One page of an endpoint's deliveries, newest first, read again every few seconds while shown. */
export function useDeliveriesQuery(endpointId: number, page: number) {
  return useQuery({
    queryKey: [...deliveriesKey(endpointId), page] as const,
    queryFn: async (): Promise<Paginated<EventDelivery>> => {
      const reply = await listWebhookDeliveries(endpointId, {
        page,
        per_page: DELIVERIES_PAGE_SIZE,
      });
      if (!reply || !Array.isArray(reply.data) || typeof reply.pagination !== 'object') {
        throw new Error(UNEXPECTED);
      }
      return { data: reply.data, pagination: reply.pagination };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending')
        ? DELIVERY_POLL_MS.pending
        : DELIVERY_POLL_MS.idle,
  });
}

/** Creates (id null: the reply carries the signing secret, shown once) or replaces an endpoint. */
export function useSaveEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: WebhookEndpointInput }) => {
      if (id !== null) {
        return { endpoint: dataOf(await updateWebhookEndpoint(id, input)), signing: null };
      }
      const created = dataOf(await createWebhookEndpoint(input));
      if (!created.endpoint || !created.signing) throw new Error(UNEXPECTED);
      return created;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useDeleteEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWebhookEndpoint(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

/** A new signing secret (shown once); the old one stops signing at once. */
export function useRollSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => dataOf(await rollWebhookEndpointSecret(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

/** Queues a sample event for one endpoint; its log is read again at once. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => dataOf(await sendWebhookTestEvent(id)),
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

/** Sends a delivery's event again (same event id); the endpoint's log is read again at once. */
export function useResendDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) => dataOf(await resendWebhookDelivery(deliveryId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
