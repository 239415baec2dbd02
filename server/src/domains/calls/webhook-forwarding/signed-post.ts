import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { SecretBox } from '../../../lib/secret-box';
import { giveWebhookSecretIfNone, sealedWebhookSecrets } from './repository';
import { sendWebhook, type SendResult } from './sender';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  USER_AGENT,
  newWebhookSecret,
  signWebhook,
} from './signing';

/**
 * One signed POST of a JSON body that waits for the answer (a custom tool's call): signed as forwarded webhooks are
 * (x-webhook-signature over "{timestamp}.{body}" with the assistant's secret, the same headers), sent once by
 * sendWebhook with its time limit and its private-address guard at connect time, the answer's body kept.
 */
export interface SignedPost {
  url: string;
  event: string;
  payload: unknown;
  secret: string;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  maxResponseBytes: number;
}

export function postSigned(post: SignedPost, now: number = Date.now()): Promise<SendResult> {
  const body = JSON.stringify(post.payload);
  const timestamp = String(Math.floor(now / 1000));
  return sendWebhook({
    url: post.url,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      [EVENT_HEADER]: post.event,
      [DELIVERY_ID_HEADER]: randomUUID(),
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signWebhook(post.secret, timestamp, body),
    },
    timeoutMs: post.timeoutMs,
    allowPrivateTargets: post.allowPrivateTargets,
    maxResponseBytes: post.maxResponseBytes,
  });
}

/**
 * The assistant's webhook signing secret (opened), made now if it has none: the secret its owner already uses to
 * check our forwarded reports (and sees once when asking for a new one), so that one secret checks everything we
 * send for the assistant. Two first calls at once: the first sealed secret stays, both read it back.
 */
export async function assistantSigningSecret(
  db: Kysely<DB>,
  box: SecretBox,
  assistantId: number,
): Promise<string> {
  const sealed = (await sealedWebhookSecrets(db, [assistantId])).get(assistantId);
  if (sealed) return box.open(sealed);
  await giveWebhookSecretIfNone(db, assistantId, box.seal(newWebhookSecret()));
  const given = (await sealedWebhookSecrets(db, [assistantId])).get(assistantId);
  if (!given) throw new Error('The assistant has no signing secret');
  return box.open(given);
}
