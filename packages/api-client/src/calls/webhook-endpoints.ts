import type {
  ApiEnvelope,
  EventDelivery,
  Paginated,
  WebhookEndpoint,
  WebhookEndpointListItem,
  WebhookEndpointSecret,
} from '@voice/contracts';
import type { WebhookEndpointInput } from '@voice/contracts/schemas';
import { http } from '../http';

/** {success, message, data}: what a change answers. */
type SavedEnvelope<T> = ApiEnvelope<T> & { message: string };

const endpointUrl = (id: number) => `/api/webhook-endpoints/${encodeURIComponent(String(id))}`;

/** GET /api/webhook-endpoints: the caller's event webhook endpoints, newest first. */
export async function listWebhookEndpoints(): Promise<ApiEnvelope<WebhookEndpointListItem[]>> {
  return (await http.get<ApiEnvelope<WebhookEndpointListItem[]>>('/api/webhook-endpoints')).data;
}

/** POST /api/webhook-endpoints: the endpoint and its signing secret, which is never shown again; 422 with field errors. */
export async function createWebhookEndpoint(
  endpoint: WebhookEndpointInput,
): Promise<SavedEnvelope<{ endpoint: WebhookEndpoint; signing: WebhookEndpointSecret }>> {
  return (await http.post('/api/webhook-endpoints', endpoint)).data;
}

/** PUT /api/webhook-endpoints/{id}: the whole endpoint (its secret stays); 422 as above. */
export async function updateWebhookEndpoint(
  id: number,
  endpoint: WebhookEndpointInput,
): Promise<SavedEnvelope<WebhookEndpoint>> {
  return (await http.put(endpointUrl(id), endpoint)).data;
}

/** DELETE /api/webhook-endpoints/{id}: no more deliveries to it. */
export async function deleteWebhookEndpoint(
  id: number,
): Promise<{ success: boolean; message: string }> {
  return (await http.delete(endpointUrl(id))).data;
}

/** POST /api/webhook-endpoints/{id}/secret: a new signing secret, shown this once; the old one stops signing. */
export async function rollWebhookEndpointSecret(
  id: number,
): Promise<SavedEnvelope<WebhookEndpointSecret>> {
  return (await http.post(`${endpointUrl(id)}/secret`)).data;
}

/** POST /api/webhook-endpoints/{id}/test: a sample event queued for this endpoint alone. */
export async function sendWebhookTestEvent(id: number): Promise<SavedEnvelope<EventDelivery>> {
  return (await http.post(`${endpointUrl(id)}/test`)).data;
}

/** GET /api/webhook-endpoints/{id}/deliveries: one page of the endpoint's deliveries, newest first. */
export async function listWebhookDeliveries(
  id: number,
  query: { page: number; per_page: number },
): Promise<Paginated<EventDelivery> & { success: boolean }> {
  return (await http.get(`${endpointUrl(id)}/deliveries`, { params: query })).data;
}

/** POST /api/webhook-deliveries/{id}/resend: the same event (same id) sent again as a new attempt. */
export async function resendWebhookDelivery(id: number): Promise<SavedEnvelope<EventDelivery>> {
  return (await http.post(`/api/webhook-deliveries/${encodeURIComponent(String(id))}/resend`)).data;
}
