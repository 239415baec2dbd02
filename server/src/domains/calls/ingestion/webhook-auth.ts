import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { sameText } from '../../../lib/tokens';

/**
 * Authentication of the voice platform's webhooks with the tenant's secret (voice/voice-platform/webhook-credential.ts):
 * - `Authorization: Bearer <secret>` (what the assistants' Vapi mapping configures), or
 * - `x-signature`: hex HMAC-SHA256 of "{x-timestamp}.{raw body}" with the secret (an optional "sha256="
 *   prefix is accepted), x-timestamp in Unix seconds or milliseconds, within SIGNATURE_WINDOW_MS of now.
 * Comparisons are constant-time.
 */

export const SIGNATURE_WINDOW_MS = 5 * 60_000;

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
};

/** Unix seconds or milliseconds as milliseconds; null when not a number. */
function timestampMillis(value: string): number | null {
  if (!/^\d{1,16}$/.test(value)) return null;
  const number = Number(value);
  return number < 1e12 ? number * 1000 : number;
}

/** The HMAC a sender puts in x-signature (hex). */
export function signVoiceWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function isAuthenticWebhook(
  headers: IncomingHttpHeaders,
  rawBody: string,
  secret: string,
  now: number = Date.now(),
): boolean {
  const authorization = header(headers, 'authorization');
  if (authorization !== null) {
    const match = /^Bearer (.+)$/.exec(authorization);
    if (match?.[1] !== undefined && sameText(match[1], secret)) return true;
  }
  const signature = header(headers, 'x-signature');
  const timestamp = header(headers, 'x-timestamp');
  if (signature === null || timestamp === null) return false;
  const millis = timestampMillis(timestamp);
  if (millis === null || Math.abs(now - millis) > SIGNATURE_WINDOW_MS) return false;
  const expected = signVoiceWebhook(secret, timestamp, rawBody);
  return sameText(signature.replace(/^sha256=/, '').toLowerCase(), expected);
}
