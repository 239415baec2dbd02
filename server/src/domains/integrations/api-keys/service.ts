import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  type ApiKey,
  type ApiKeyScope,
} from '@voice/contracts';
import { apiKeyExpiryInstant } from '@voice/contracts/schemas';
import type { DB } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { hashToken } from '../../../lib/tokens';
import { nowIso } from '../../../lib/time';
import { presentApiKey } from './presenter';
import { findOwnApiKey, insertApiKey, revokeApiKey } from './repository';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new key: `vpk_` and 40 base62 characters drawn uniformly (about 238 bits). */
export function generateApiKey(): string {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i += 1) random += BASE62[randomInt(BASE62.length)];
  return `${API_KEY_PREFIX}${random}`;
}

export interface NewApiKeyInput {
  name: string;
  scopes: readonly ApiKeyScope[];
  /** Validated by createApiKeySchema: a future date or instant, or null. */
  expires_at?: string | null;
}

export const API_KEY_NOT_FOUND = 'API key not found.';

/** Creates a key for `userId`: only its hash and last 4 characters are kept; the plain key is returned this once. */
export async function createApiKey(
  db: Kysely<DB>,
  userId: number,
  input: NewApiKeyInput,
): Promise<{ key: ApiKey; plainKey: string }> {
  const plainKey = generateApiKey();
  const row = await insertApiKey(db, {
    user_id: userId,
    name: input.name,
    token_hash: hashToken(plainKey),
    last4: plainKey.slice(-4),
    scopes: [...new Set(input.scopes)],
    expires_at: input.expires_at ? apiKeyExpiryInstant(input.expires_at) : null,
    created_at: nowIso(),
  });
  return { key: presentApiKey(row), plainKey };
}

/** Revokes one of the user's keys (another's is a 404, as if it did not exist); revoking twice keeps the first time. */
export async function revokeOwnApiKey(db: Kysely<DB>, userId: number, id: number): Promise<ApiKey> {
  const own = await findOwnApiKey(db, userId, id);
  if (!own) throw notFound(API_KEY_NOT_FOUND);
  return presentApiKey(await revokeApiKey(db, own.id, nowIso()));
}
