import { isApiKeyScope, type ApiKey } from '@voice/contracts';
import { isoString } from '../../../lib/time';
import { scopesOf, type ApiKeyRow } from './repository';

const iso = (value: string | Date | null) => (value === null ? null : isoString(value));

/** A key as its owner sees it: never the key or its hash. */
export function presentApiKey(row: ApiKeyRow, now = Date.now()): ApiKey {
  const expiresAt = iso(row.expires_at);
  const status =
    row.revoked_at !== null
      ? 'revoked'
      : expiresAt !== null && Date.parse(expiresAt) <= now
        ? 'expired'
        : 'active';
  return {
    id: row.id,
    name: row.name,
    last4: row.last4,
    scopes: scopesOf(row).filter(isApiKeyScope),
    status,
    created_at: isoString(row.created_at),
    expires_at: expiresAt,
    last_used_at: iso(row.last_used_at),
    last_used_ip: row.last_used_ip,
    revoked_at: iso(row.revoked_at),
  };
}
