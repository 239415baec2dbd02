import {
  EVENT_DELIVERY_STATUSES,
  EVENT_TYPES,
  WEBHOOK_ENDPOINT_SCOPES,
} from '../entities/webhook-endpoint';
import { dataReply, pagedList, savedReply } from './common';
import { json } from './json';

/** An event webhook endpoint (GET/POST/PUT /api/webhook-endpoints[/{id}]). */
export const WebhookEndpointSchema = json.object({
  id: json.integer,
  url: json.string,
  description: json.string,
  events: json.array(json.enumOf(EVENT_TYPES)),
  enabled: json.boolean,
  scope: json.enumOf(WEBHOOK_ENDPOINT_SCOPES),
  /** 'dashboard' (made on the page or with POST /api/webhook-endpoints) or 'rest-hook' (POST /api/v1/hooks). */
  source: json.stringOf<'dashboard' | 'rest-hook'>(),
  /** The signing secret's last 4 characters (the secret itself is shown once, on creation or roll). */
  secret_hint: json.string,
  created_at: json.string,
});
/** An endpoint in the list, with its latest delivery's status and time (null: none yet). */
export const WebhookEndpointListItemSchema = json.object({
  ...WebhookEndpointSchema.properties,
  last_delivery: json.nullableObject(
    json.object({
      status: json.enumOf(EVENT_DELIVERY_STATUSES),
      created_at: json.string,
    }),
  ),
});
/** GET /api/webhook-endpoints data: the caller's endpoints, newest first. */
export const WebhookEndpointListReply = dataReply(json.array(WebhookEndpointListItemSchema));
/** GET/PUT /api/webhook-endpoints/{id} data. */
export const WebhookEndpointReply = dataReply(WebhookEndpointSchema);
export const WebhookEndpointSavedReply = savedReply(WebhookEndpointSchema);

/** The signing secret, shown once: on creation and on POST /api/webhook-endpoints/{id}/secret. */
export const WebhookEndpointSecretSchema = json.object({
  secret: json.string,
  signature_header: json.string,
  timestamp_header: json.string,
});
/** POST /api/webhook-endpoints data: the endpoint and its secret (this once). */
export const WebhookEndpointCreatedReply = savedReply(
  json.object({ endpoint: WebhookEndpointSchema, signing: WebhookEndpointSecretSchema }),
);
/** POST /api/webhook-endpoints/{id}/secret data: the new secret (the old one stops signing at once). */
export const WebhookEndpointSecretReply = savedReply(WebhookEndpointSecretSchema);

/** An event's delivery to an endpoint, with its last attempt's answer. */
export const EventDeliverySchema = json.object({
  id: json.integer,
  /** The event's id: the body's `id`, the same on every attempt and re-send (receivers dedupe on it). */
  event_id: json.integer,
  event_type: json.enumOf(EVENT_TYPES),
  status: json.enumOf(EVENT_DELIVERY_STATUSES),
  attempts: json.integer,
  response_status: json.nullableInteger,
  /** The body as sent ({id, type, created_at, data}): the same on every attempt and re-send. */
  request_body: json.string,
  /** The last answer's body, clipped to 1,000 characters. */
  response_body: json.nullableString,
  error: json.nullableString,
  created_at: json.string,
  delivered_at: json.nullableString,
  /** When the next attempt is due (pending only). */
  next_attempt_at: json.nullableString,
});
/** GET /api/webhook-endpoints/{id}/deliveries: newest first, paged. */
export const EventDeliveryListReply = pagedList(EventDeliverySchema);
/** POST /api/webhook-endpoints/{id}/test and POST /api/webhook-deliveries/{id}/resend: the delivery queued. */
export const EventDeliveryQueuedReply = savedReply(EventDeliverySchema);

/**
 * A REST hook (POST /api/v1/hooks, as automation tools subscribe): its id (to unsubscribe with DELETE
 * /api/v1/hooks/{id}), the URL and event, and its signing secret (returned on creation only).
 */
export const RestHookCreatedSchema = json.object({
  id: json.integer,
  target_url: json.string,
  event: json.enumOf(EVENT_TYPES),
  secret: json.string,
  created_at: json.string,
});
/** GET /api/v1/hooks/samples/{event}: a list of one sample delivery body, as the event's deliveries carry it. */
export const RestHookSampleReply = json.array(
  json.object({
    id: json.integer,
    type: json.enumOf(EVENT_TYPES),
    created_at: json.string,
    data: json.open(),
  }),
);
