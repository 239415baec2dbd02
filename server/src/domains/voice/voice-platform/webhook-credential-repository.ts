import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/** voice_webhook_credentials: one sealed webhook secret per tenant key (webhook-credential.ts). */

/** The sealed secret of a tenant key, or undefined when none was made yet. */
export async function findSealedWebhookSecret(
  db: Kysely<DB>,
  tenantKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('voice_webhook_credentials')
    .select('secret_encrypted')
    .where('tenant_key', '=', tenantKey)
    .executeTakeFirst();
  return row?.secret_encrypted;
}

/** Stores a tenant's sealed secret unless one exists (the unique tenant_key decides between two first uses). */
export async function insertWebhookSecretIfNone(
  db: Kysely<DB>,
  credential: { tenant_key: string; reseller_id: number | null; secret_encrypted: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('voice_webhook_credentials')
    .values({ ...credential, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('tenant_key').doNothing())
    .execute();
}
