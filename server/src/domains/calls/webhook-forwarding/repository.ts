import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * The assistants' signing secrets. The reports themselves are delivered by the event webhooks
 * (integrations/webhooks: each assistant with a webhook URL has a system endpoint subscribed to its call.ended).
 */

/** Gives the assistant this sealed signing secret unless it has one already. */
export async function giveWebhookSecretIfNone(
  db: Kysely<DB>,
  assistantId: number,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ webhook_secret_encrypted: sealedSecret })
    .where('id', '=', assistantId)
    .where('webhook_secret_encrypted', 'is', null)
    .execute();
}

/** Replaces the assistant's signing secret (a new one asked for by its owner). */
export async function replaceWebhookSecret(
  db: Kysely<DB>,
  assistantId: number,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ webhook_secret_encrypted: sealedSecret, updated_at: nowIso() })
    .where('id', '=', assistantId)
    .execute();
}

/** The sealed signing secrets of these assistants (by id; a deleted assistant is missing). */
export async function sealedWebhookSecrets(
  db: Kysely<DB>,
  assistantIds: readonly number[],
): Promise<Map<number, string | null>> {
  const secrets = new Map<number, string | null>();
  const found = await db
    .selectFrom('assistants')
    .select(['id', 'webhook_secret_encrypted'])
    .where('id', 'in', assistantIds)
    .execute();
  for (const row of found) secrets.set(row.id, row.webhook_secret_encrypted);
  return secrets;
}
