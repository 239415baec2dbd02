/** One request the user's demo webhook receiver was sent (newest first in the inbox). */
export interface WebhookInboxDelivery {
  id: number;
  received_at: string;
  /** The x-webhook-event header (e.g. 'call.ended'); null when the sender gave none. */
  event: string | null;
  /**
   * The platform's signature checked with the secrets of the user's assistants: 'verified', 'invalid' (signed,
   * but by no secret of theirs) or 'unsigned' (no signature header).
   */
  signature: WebhookInboxSignature;
  /** The headers that matter (content-type, user-agent, the x-webhook-* headers). */
  headers: Record<string, string>;
  /** The body as received (text), cut at the receiver's size limit when body_truncated. */
  body: string;
  body_truncated: boolean;
}

export type WebhookInboxSignature = 'verified' | 'invalid' | 'unsigned';

/** GET /api/webhook-inbox: the user's receiver URL and its latest deliveries. */
export interface WebhookInboxReply {
  success: boolean;
  data: {
    url: string;
    /** How many deliveries are kept: older ones are removed. */
    kept: number;
    deliveries: WebhookInboxDelivery[];
  };
}
