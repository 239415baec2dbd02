import { createHmac, randomBytes } from 'node:crypto';

/** Headers of a forwarded webhook. */
export const SIGNATURE_HEADER = 'x-webhook-signature';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const DELIVERY_ID_HEADER = 'x-webhook-id';
export const EVENT_HEADER = 'x-webhook-event';
export const USER_AGENT = 'VoiceAssistantWebhooks/1.0';

/** A new per-assistant signing secret: 32 random bytes, base64url, prefixed whsec_. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">` with the assistant's secret (the whole whsec_ string). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
