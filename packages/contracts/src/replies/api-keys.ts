import { API_KEY_SCOPES } from '../entities/api-key';
import { dataReply, savedReply } from './common';
import { json } from './json';

/** One API key as its owner sees it: never the key, only its last 4 characters. */
export const ApiKeySchema = json.object({
  id: json.integer,
  name: json.string,
  last4: json.string,
  scopes: json.array(json.enumOf(API_KEY_SCOPES)),
  /** active, or revoked / expired (a key that no longer signs anything in). */
  status: json.enumOf(['active', 'revoked', 'expired'] as const),
  created_at: json.string,
  expires_at: json.nullableString,
  last_used_at: json.nullableString,
  last_used_ip: json.nullableString,
  revoked_at: json.nullableString,
});

/** GET /api/api-keys: the caller's own keys, newest first. */
export const ApiKeysReply = dataReply(json.object({ keys: json.array(ApiKeySchema) }));

/** The new key and its plain value (`vpk_…`), which is shown this once and never stored. */
export const CreatedApiKeySchema = json.object({ key: ApiKeySchema, plain_key: json.string });
export const CreatedApiKeyReply = savedReply(CreatedApiKeySchema);

/** DELETE /api/api-keys/{id}: the key as revoked. */
export const RevokedApiKeyReply = savedReply(json.object({ key: ApiKeySchema }));
