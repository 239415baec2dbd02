import type { WebhookInboxReply } from '@voice/contracts';
import { http } from '../http';

/** GET /api/webhook-inbox: the signed-in user's demo receiver URL and its latest deliveries, newest first. */
export async function getWebhookInbox(): Promise<WebhookInboxReply> {
  return (await http.get<WebhookInboxReply>('/api/webhook-inbox')).data;
}
