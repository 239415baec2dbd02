import type { Static } from 'typebox';
import type {
  WebhookInboxDeliverySchema,
  WebhookInboxReply as WebhookInboxReplySchema,
} from '../replies/calls';
/** One request the user's demo webhook receiver was sent (newest first in the inbox). */
export type WebhookInboxDelivery = Static<typeof WebhookInboxDeliverySchema>;

export type WebhookInboxSignature = 'verified' | 'invalid' | 'unsigned';

/** GET /api/webhook-inbox: the user's receiver URL and its latest deliveries. */
export type WebhookInboxReply = Static<typeof WebhookInboxReplySchema>;
