import { randomBytes } from 'node:crypto';
import type { Deps } from '../../platform';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB } from '../../../db/schema';
import { secretBoxFor } from '../../../lib/secret-box';
import type { VoiceServerTarget } from './provider';
import {
  findSealedWebhookSecret,
  insertWebhookSecretIfNone,
} from './webhook-credential-repository';

/**
 * Each tenant's secret for the voice platform's webhooks (/api/webhooks/vapi): 32 random bytes, sealed at rest
 * (lib/secret-box.ts), sent to the platform as every assistant's server credential. The calls issue verifies
 * incoming events with readWebhookSecret(). One row per tenant ('platform' or 'reseller:<id>'), made on first use.
 */

export const VOICE_WEBHOOK_PATH = '/api/webhooks/vapi';

/** 'platform' for the main host's assistants, 'reseller:<id>' for a reseller's. */
export function voiceTenantKey(resellerId: number | null): string {
  return resellerId === null ? 'platform' : `reseller:${resellerId}`;
}

type SecretConfig = Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>;

/** A tenant's webhook secret, or null when none was made yet. */
export async function readWebhookSecret(
  db: Kysely<DB>,
  config: SecretConfig,
  resellerId: number | null,
): Promise<string | null> {
  const sealed = await findSealedWebhookSecret(db, voiceTenantKey(resellerId));
  return sealed !== undefined ? secretBoxFor(config).open(sealed) : null;
}

/**
 * The tenant's secret, made the first time. Two first requests at once both insert with "on conflict do nothing"
 * on the unique tenant_key: one row wins and both read it back.
 */
export async function webhookSecretFor(
  db: Kysely<DB>,
  config: SecretConfig,
  resellerId: number | null,
): Promise<string> {
  const existing = await readWebhookSecret(db, config, resellerId);
  if (existing) return existing;
  await insertWebhookSecretIfNone(db, {
    tenant_key: voiceTenantKey(resellerId),
    reseller_id: resellerId,
    secret_encrypted: secretBoxFor(config).seal(randomBytes(32).toString('base64url')),
  });
  const secret = await readWebhookSecret(db, config, resellerId);
  if (!secret) throw new Error('The voice webhook credential could not be stored');
  return secret;
}

/** Where the voice platform sends a tenant's assistant events, and the secret it authenticates with. */
export async function voiceServerTargetFor(
  deps: Pick<Deps, 'db' | 'config'>,
  resellerId: number | null,
): Promise<VoiceServerTarget> {
  return {
    url: `${deps.config.appUrl}${VOICE_WEBHOOK_PATH}`,
    secret: await webhookSecretFor(deps.db, deps.config, resellerId),
  };
}
