import type { Static } from 'typebox';
import type {
  EventDeliverySchema,
  WebhookEndpointListItemSchema,
  WebhookEndpointSchema,
  WebhookEndpointSecretSchema,
} from '../replies/webhook-endpoints';

/**
 * Event webhooks: endpoints a user registers (GET/POST /api/webhook-endpoints, …) to receive the platform's
 * events, and each event's delivery to an endpoint (GET /api/webhook-endpoints/{id}/deliveries).
 */

/** The events an endpoint may subscribe to, in the order the UI lists them. */
export const EVENT_TYPES = [
  'call.started',
  'call.ended',
  'assistant.created',
  'assistant.updated',
  'assistant.deleted',
  'subscription.changed',
  'payment.succeeded',
  'payment.failed',
  'booking.created',
  'campaign.completed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What each event means, as the UI's checkboxes say it. */
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  'call.started': 'A call started',
  'call.ended': 'A call ended (with its transcript, summary and cost)',
  'assistant.created': 'An assistant was created',
  'assistant.updated': 'An assistant was changed',
  'assistant.deleted': 'An assistant was deleted',
  'subscription.changed': 'A subscription started, changed plan or was cancelled',
  'payment.succeeded': 'A payment succeeded',
  'payment.failed': 'A payment failed',
  'booking.created': 'An appointment was booked during a call',
  'campaign.completed': 'An outbound campaign called all its contacts',
};

/**
 * Whose events an endpoint receives: `own` the resources of its owner; `tenant` every resource of the owner's
 * tenant (reseller admins only); `platform` every resource (platform admins only).
 */
export const WEBHOOK_ENDPOINT_SCOPES = ['own', 'tenant', 'platform'] as const;
export type WebhookEndpointScope = (typeof WEBHOOK_ENDPOINT_SCOPES)[number];

/** An event's delivery to one endpoint: waiting (or retrying), answered 2xx, or given up. */
export const EVENT_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type EventDeliveryStatus = (typeof EVENT_DELIVERY_STATUSES)[number];

export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;
export type WebhookEndpointListItem = Static<typeof WebhookEndpointListItemSchema>;
export type WebhookEndpointSecret = Static<typeof WebhookEndpointSecretSchema>;
export type EventDelivery = Static<typeof EventDeliverySchema>;
