import { array, boolean, mixed, object, string, type InferType } from 'yup';
import {
  EVENT_TYPES,
  WEBHOOK_ENDPOINT_SCOPES,
  type EventType,
  type WebhookEndpointScope,
} from '../entities/webhook-endpoint';

/**
 * An event webhook endpoint (POST/PUT /api/webhook-endpoints[/{id}]): one schema for the page's form and the
 * server, so both refuse the same values with the same messages. The server also asks for https:// (and no private
 * literal address) unless private targets are allowed (a local setup), as it does for custom tools, and checks that
 * the scope is one the caller's role may choose.
 */

export const WEBHOOK_ENDPOINT_LIMITS = {
  urlChars: 2048,
  descriptionChars: 500,
  /** Endpoints per owner. */
  maxEndpoints: 20,
} as const;

export const WEBHOOK_ENDPOINT_MESSAGES = {
  urlRequired: 'The URL is required.',
  urlInvalid: 'The URL must be a valid https:// address.',
  urlNotHttps: 'The URL must start with https://.',
  urlTooLong: `The URL may have at most ${WEBHOOK_ENDPOINT_LIMITS.urlChars.toLocaleString('en-US')} characters.`,
  descriptionTooLong: `The description may have at most ${WEBHOOK_ENDPOINT_LIMITS.descriptionChars} characters.`,
  eventsRequired: 'Choose at least one event.',
  eventUnknown: 'Unknown event: ${value}.',
  scopeInvalid: 'The scope must be own, tenant or platform.',
  scopeNotAllowed: 'Your role cannot receive the events of this scope.',
  tooMany: `You may have at most ${WEBHOOK_ENDPOINT_LIMITS.maxEndpoints} webhook endpoints.`,
} as const;

/** An absolute http(s) URL with a host. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const webhookEndpointSchema = object({
  url: string()
    .trim()
    .required(WEBHOOK_ENDPOINT_MESSAGES.urlRequired)
    .max(WEBHOOK_ENDPOINT_LIMITS.urlChars, WEBHOOK_ENDPOINT_MESSAGES.urlTooLong)
    .test('web-url', WEBHOOK_ENDPOINT_MESSAGES.urlInvalid, (value) => !value || isWebUrl(value)),
  description: string()
    .trim()
    .max(WEBHOOK_ENDPOINT_LIMITS.descriptionChars, WEBHOOK_ENDPOINT_MESSAGES.descriptionTooLong)
    .default(''),
  events: array(
    mixed<EventType>()
      .required(WEBHOOK_ENDPOINT_MESSAGES.eventsRequired)
      .oneOf(EVENT_TYPES, WEBHOOK_ENDPOINT_MESSAGES.eventUnknown),
  )
    .required(WEBHOOK_ENDPOINT_MESSAGES.eventsRequired)
    .min(1, WEBHOOK_ENDPOINT_MESSAGES.eventsRequired),
  enabled: boolean().default(true),
  scope: mixed<WebhookEndpointScope>()
    .oneOf(WEBHOOK_ENDPOINT_SCOPES, WEBHOOK_ENDPOINT_MESSAGES.scopeInvalid)
    .default('own'),
});

export type WebhookEndpointInput = InferType<typeof webhookEndpointSchema>;

/** POST /api/v1/hooks: an automation tool subscribes `target_url` to one event (REST hooks). */
export const restHookSchema = object({
  target_url: string()
    .trim()
    .required(WEBHOOK_ENDPOINT_MESSAGES.urlRequired)
    .max(WEBHOOK_ENDPOINT_LIMITS.urlChars, WEBHOOK_ENDPOINT_MESSAGES.urlTooLong)
    .test('web-url', WEBHOOK_ENDPOINT_MESSAGES.urlInvalid, (value) => !value || isWebUrl(value)),
  event: mixed<EventType>()
    .required(WEBHOOK_ENDPOINT_MESSAGES.eventsRequired)
    .oneOf(EVENT_TYPES, WEBHOOK_ENDPOINT_MESSAGES.eventUnknown),
});
