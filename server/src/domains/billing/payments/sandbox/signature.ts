import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../provider';

/**
 * The sandbox signs its webhooks the way Stripe does: header `Sandbox-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA256(secret, `${t}.${rawBody}`). Several v1 values may be present (secret rotation);
 * one match is enough. Signatures older than the tolerance are refused (replays).
 */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header value for a body, signed now (or at `timestamp`, in seconds). */
export function signSandboxPayload(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws WebhookSignatureError unless the header carries a fresh, valid signature of rawBody. */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
  tolerance = SANDBOX_SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('Missing Sandbox-Signature header');
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('Malformed Sandbox-Signature header');
  }
  const expected = computeSignature(secret, timestamp, rawBody);
  if (!signatures.some((signature) => sameHex(signature, expected))) {
    throw new WebhookSignatureError('No signature matches the payload');
  }
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
}
